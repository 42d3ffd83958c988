import IntentDefinition

/// How one flavor names what it generates beyond the definition's own names: the suffixes of
/// derived type names and the names its generated code declares or refers to, which names
/// from a definition must avoid. ``DefinitionNames`` applies a flavor's scheme, so collision
/// checks see the flavor's real names.
struct NamingScheme: Sendable {
    /// Appended to `<prefix><INIntentName>` (not to an `INIntentClassName` override).
    var intentSuffix: String
    /// Appended to the intent's type name: the response type.
    var responseSuffix: String
    /// Appended to the intent's type name: the response code enum.
    var responseCodeSuffix: String
    /// Appended to the intent's type name: the handling protocol.
    var handlingSuffix: String
    /// Appended to the intent's type name: the options-provider protocol.
    var optionsProviderSuffix: String
    /// The module types the flavor's code names. Generated code qualifies them (``SwiftNamer``),
    /// so no name can hide them there; a definition type still may not take one, so that it
    /// does not shadow the framework's type in the rest of the user's module.
    var moduleTypes: [ModuleType]
    /// The names the flavor's code writes unqualified (``ContextualTypeName``): no definition
    /// type may take one, and no member either (it would hide it in expressions).
    var contextualTypes: [String]
    /// The type names no name from a definition may take: ``moduleTypes``, ``contextualTypes``,
    /// and the modules' own names, which qualify every module type (each flavor reserves them
    /// all, since several flavors' output may share one module).
    var reservedTypeNames: Set<String> {
        Set(moduleTypes.map(\.name) + contextualTypes + SwiftModule.allCases.map(\.rawValue))
    }
    /// Members an intent type declares or inherits.
    var intentMembers: Set<String>
    /// Members a response type declares or inherits (the response code's own property
    /// included).
    var responseMembers: Set<String>
    /// Members every enum (and response code enum) declares or inherits.
    var enumMembers: Set<String>
    /// Members a custom type declares or inherits, and labels its initializers use.
    var customTypeMembers: Set<String>
    /// Prepended to a boxed property's name to name its hidden stored property.
    var boxStoragePrefix: String
    /// The method that lists a dynamic parameter's options: `provide<P>OptionsCollection`.
    var optionsMethod: MethodNamePattern
    /// The method that gives a dynamic parameter's default: `default<P>`.
    var defaultMethod: MethodNamePattern
    /// The method that resolves a parameter (`resolve<P>`), in flavors whose handlers resolve
    /// each parameter that supports resolution; nil in flavors that do not.
    var resolveMethod: MethodNamePattern?
    /// Appended to an intent's `INIntentClassName` override (a flavor whose intent type must
    /// not take the class name itself, because another flavor's type does).
    var classNameOverrideSuffix: String = ""
    /// Appended to an enum's name.
    var enumSuffix: String = ""
    /// Appended to a custom type's name (after its class-name override, if any).
    var customTypeSuffix: String = ""
    /// The prefix of the hidden storage a property wrapper gives every parameter and property
    /// (`_name` for `@Parameter var name`); nil when the flavor wraps none. A member name that
    /// starts with it would clash with another member's storage, so it is changed.
    var wrapperStoragePrefix: String? = nil
    /// Appended to a custom type's name to name a query type the flavor declares for it; nil
    /// when the flavor declares none.
    var customTypeQuerySuffix: String? = nil
    /// The intent property that says whether a parameter with a relationship applies:
    /// `is<P>Applicable`.
    var applicabilityProperty = MethodNamePattern(prefix: "is", suffix: "Applicable")
    /// Appended to the definition's table name (after the class prefix): the type that embeds
    /// its translations under `--embed-translations`; nil when the flavor embeds none.
    var translationsSuffix: String? = nil
    /// Appended to a shared parameter's name (first letter upper-cased): the protocol that
    /// provides its options once for every intent sharing it, `<P>OptionsProviding`.
    var sharedOptionsProviderSuffix = "OptionsProviding"
    /// Appended to an enum's or custom type's name: the class that resolves its values, in
    /// flavors that declare one (`<E>ResolutionResult`); nil in the others.
    var resolutionResultSuffix: String? = nil
    /// Types a flavor declares for some intent parameters; nil when it declares none.
    var parameterTypes: ParameterTypePattern? = nil
}

/// Types declared for one intent parameter, `<stem><P><suffix>` for each suffix, where the stem
/// names the intent and `<P>` is the parameter's Swift name with its first letter upper-cased
/// (the `intents` flavor's `<INIntentName><P>UnsupportedReason` and its resolution result), for
/// the parameters `applies` selects.
struct ParameterTypePattern: Sendable {
    /// One type per suffix, in this order.
    var suffixes: [String]
    /// The intent's part of the names.
    var stem: @Sendable (Intent) -> String
    /// Whether the flavor declares the types for a parameter.
    var applies: @Sendable (Parameter) -> Bool
}

/// A method name made from a parameter's name: `<prefix><P><suffix>`, where `<P>` is the
/// parameter's Swift name with its first letter upper-cased.
struct MethodNamePattern: Sendable {
    /// Before the parameter's name, e.g. `provide`.
    var prefix: String
    /// After the parameter's name, e.g. `OptionsCollection`.
    var suffix: String
}
