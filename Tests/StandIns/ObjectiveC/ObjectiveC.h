// Stand-in: the root class NSObject and its protocol, declared in Objective-C so that Swift
// imports them as it imports the real runtime (NSObject, NSObjectProtocol, Bool for BOOL).
typedef signed char BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;

#pragma clang assume_nonnull begin

@class NSString;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly, copy) NSString *description;
- (instancetype)self;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end

#pragma clang assume_nonnull end
