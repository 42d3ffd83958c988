// Stand-in declarations (written for typechecking on Linux): the parts of Intents that Swift
// cannot declare as Objective-C API itself. The generic collection classes of dynamic options
// (so that `INObjectCollection<MyType>` is an Objective-C type, as on Apple's platforms; their
// members are added in ObjectCollections.swift) and an option set used in @objc properties.
@import ObjectiveC;

#pragma clang assume_nonnull begin

@interface INObjectSection<ObjectType> : NSObject
- (instancetype)init __attribute__((unavailable));
@end

@interface INObjectCollection<ObjectType> : NSObject
- (instancetype)init __attribute__((unavailable));
@end

typedef enum __attribute__((flag_enum, enum_extensibility(open))) INShortcutAvailabilityOptions : NSUInteger {
    INShortcutAvailabilityOptionSleepMindfulness = (1UL << 0),
    INShortcutAvailabilityOptionSleepJournaling = (1UL << 1),
    INShortcutAvailabilityOptionSleepMusic = (1UL << 2),
    INShortcutAvailabilityOptionSleepPodcasts = (1UL << 3),
    INShortcutAvailabilityOptionSleepReading = (1UL << 4),
    INShortcutAvailabilityOptionSleepWrapUpYourDay = (1UL << 5),
    INShortcutAvailabilityOptionSleepYogaAndStretching = (1UL << 6),
} INShortcutAvailabilityOptions;

#pragma clang assume_nonnull end
