// Stand-in: the root class NSObject, its protocol and NSString, declared in Objective-C so that
// Swift imports them as it imports the real runtime (NSObject, NSObjectProtocol, Bool for BOOL,
// Int for NSUInteger in this system module, String for NSString).
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
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end

__attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject
@end

#pragma clang assume_nonnull end
