/// A type as a declaration, a signature or an expression names it.
///
/// A type from a module (the standard library, Foundation, Apple's frameworks, IntentRuntime) is
/// a ``ModuleType`` value, never text: ``SwiftNamer`` spells it, qualified in generated code
/// (`Swift.String`), so that no type a user's module or a definition declares can hide it.
indirect enum SwiftType: Hashable, Sendable {
    /// A type the generated file or the user's module declares, a generic parameter, or `Self`:
    /// spelled as given.
    case named(String)
    /// A type a module declares.
    case module(ModuleType)
    /// A name a framework makes visible without a module to qualify it (an associated type, a
    /// result builder's component), made only from a ``ContextualTypeName`` case.
    case contextual(ContextualName)
    /// `Base.Name`: a type nested in another.
    case nested(SwiftType, String)
    /// `Base<Arguments>`.
    case generic(SwiftType, [SwiftType])
    /// `Wrapped?`.
    case optional(SwiftType)
    /// `[Element]`.
    case array(SwiftType)
    /// `[Key: Value]`.
    case dictionary(SwiftType, SwiftType)
    /// `some Constraint`.
    case opaque(SwiftType)
    /// `any Constraint`.
    case existential(SwiftType)
    /// `A & B`.
    case composition([SwiftType])
    /// `@escaping (Parameters) -> Result`: a completion handler.
    case escapingFunction([SwiftType], SwiftType)

    /// A type of the standard library.
    static func swift(_ type: StandardLibraryType) -> SwiftType { .module(.swift(type)) }
    /// A type of Foundation.
    static func foundation(_ type: FoundationType) -> SwiftType { .module(.foundation(type)) }
    /// A type of the Objective-C runtime module.
    static func objectiveC(_ type: ObjectiveCType) -> SwiftType { .module(.objectiveC(type)) }
    /// A type of Core Location.
    static func coreLocation(_ type: CoreLocationType) -> SwiftType { .module(.coreLocation(type)) }
    /// A type of the Intents framework.
    static func intents(_ type: IntentsType) -> SwiftType { .module(.intents(type)) }
    /// A type of the App Intents framework.
    static func appIntents(_ type: AppIntentsType) -> SwiftType { .module(.appIntents(type)) }
    /// A type of IntentRuntime, the library the default flavor's code builds on.
    static func runtime(_ type: IntentRuntimeType) -> SwiftType { .module(.intentRuntime(type)) }
    /// A name a framework makes visible unqualified.
    static func contextual(_ name: some ContextualTypeName) -> SwiftType { .contextual(ContextualName(name)) }

    /// `self<arguments>`.
    func of(_ arguments: SwiftType...) -> SwiftType { .generic(self, arguments) }
    /// `self.name`.
    func member(_ name: String) -> SwiftType { .nested(self, name) }
    /// `self?`.
    var optional: SwiftType { .optional(self) }
}

/// Names a flavor's code writes without a module because none can qualify them: the associated
/// types of the protocols its types conform to, the components of a result builder. No name of
/// a definition may take one (it would hide it), so each flavor's naming reserves all the cases
/// of the enums it writes these names through.
protocol ContextualTypeName: RawRepresentable<String>, CaseIterable, Sendable {}

/// The text of a ``ContextualTypeName`` case: the only way to write a name unqualified that is
/// not the file's own.
struct ContextualName: Hashable, Sendable {
    let text: String

    init(_ name: some ContextualTypeName) {
        text = name.rawValue
    }
}
