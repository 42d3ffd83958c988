/// The steps of a generated `resolved(using:)`: what a widget host does with a stored
/// configuration before using it.
///
/// - A parameter with dynamic options keeps its value only while the options provider still
///   offers it (``IntentOptionMatching``): objects and people with an identifier match by
///   identifier and come back as the offered item, so their display text is refreshed; other
///   values match by `==`; array elements no longer offered are dropped. A value that is not
///   kept, or was never set, takes the provider's default, else the definition's default.
/// - Any other parameter that is unset takes the definition's default (`fillUnset(_:of:with:)`).
///
/// "Unset" means nil, an empty array, or an enum's unknown case. The provider is always asked
/// with the configuration as resolved so far, so a generated `resolved(using:)` resolves a
/// relationship's parent before its children:
///
/// ```swift
/// public func resolved(using provider: any ReadingLogIntentOptionsProvider) async throws -> ReadingLogIntent {
///     var result = self
///     try await IntentResolution.resolve(
///         \.book, of: &result, options: provider.provideBookOptionsCollection(for:),
///         providerDefault: provider.defaultBook(for:))
///     IntentResolution.fillUnset(\.period, of: &result, with: .week)
///     IntentResolution.fillUnset(\.pagesPerDay, of: &result, with: 20)
///     return result
/// }
/// ```
public enum IntentResolution {
    // MARK: Parameters with dynamic options

    /// Resolves an optional custom-type (``IntentObject``) parameter.
    public static func resolve<Intent, Value: IntentObject>(
        _ path: WritableKeyPath<Intent, Value?>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Value>,
        providerDefault: (Intent) -> Value?, definitionDefault: Value? = nil
    ) async rethrows {
        try await resolveOptional(
            path, of: &intent, options: options, match: { IntentOptionMatching.match($0, in: $1) },
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    /// Resolves an optional person parameter.
    public static func resolve<Intent>(
        _ path: WritableKeyPath<Intent, IntentPerson?>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<IntentPerson>,
        providerDefault: (Intent) -> IntentPerson?, definitionDefault: IntentPerson? = nil
    ) async rethrows {
        try await resolveOptional(
            path, of: &intent, options: options, match: { IntentOptionMatching.match($0, in: $1) },
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    /// Resolves an optional parameter of any other type (strings, numbers, enums without an
    /// unknown case…), matched by `==`.
    public static func resolve<Intent, Value: Equatable & Sendable>(
        _ path: WritableKeyPath<Intent, Value?>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Value>,
        providerDefault: (Intent) -> Value?, definitionDefault: Value? = nil
    ) async rethrows {
        try await resolveOptional(
            path, of: &intent, options: options, match: { IntentOptionMatching.match($0, in: $1) },
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    /// Resolves a non-optional enum parameter, whose unknown case means unset.
    public static func resolve<Intent, Value: IntentTolerantEnum>(
        _ path: WritableKeyPath<Intent, Value>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Value>,
        providerDefault: (Intent) -> Value?, definitionDefault: Value? = nil
    ) async rethrows {
        let unset = { (value: Value) in value == Value.unknownCase }
        try await resolve(
            path, of: &intent, options: options,
            keep: { value, offered in IntentOptionMatching.match(value, in: offered) ?? Value.unknownCase ?? value },
            isUnset: unset, fallback: { providerDefault($0) ?? definitionDefault ?? Value.unknownCase ?? $0[keyPath: path] })
    }

    /// Resolves an array of custom-type (``IntentObject``) values.
    public static func resolve<Intent, Element: IntentObject>(
        _ path: WritableKeyPath<Intent, [Element]>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Element>,
        providerDefault: (Intent) -> [Element]?, definitionDefault: [Element] = []
    ) async rethrows {
        try await resolve(
            path, of: &intent, options: options, keep: { IntentOptionMatching.match($0, in: $1) }, isUnset: \.isEmpty,
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    /// Resolves an array of people.
    public static func resolve<Intent>(
        _ path: WritableKeyPath<Intent, [IntentPerson]>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<IntentPerson>,
        providerDefault: (Intent) -> [IntentPerson]?, definitionDefault: [IntentPerson] = []
    ) async rethrows {
        try await resolve(
            path, of: &intent, options: options, keep: { IntentOptionMatching.match($0, in: $1) }, isUnset: \.isEmpty,
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    /// Resolves an array of values of any other type, matched by `==`.
    public static func resolve<Intent, Element: Equatable & Sendable>(
        _ path: WritableKeyPath<Intent, [Element]>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Element>,
        providerDefault: (Intent) -> [Element]?, definitionDefault: [Element] = []
    ) async rethrows {
        try await resolve(
            path, of: &intent, options: options, keep: { IntentOptionMatching.match($0, in: $1) }, isUnset: \.isEmpty,
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    // MARK: Other parameters

    /// Sets an unset (nil) optional parameter to `defaultValue`.
    public static func fillUnset<Intent, Value>(
        _ path: WritableKeyPath<Intent, Value?>, of intent: inout Intent, with defaultValue: Value
    ) {
        if intent[keyPath: path] == nil {
            intent[keyPath: path] = defaultValue
        }
    }

    /// Sets an unset (empty) array parameter to `defaultValue`.
    public static func fillUnset<Intent, Element>(
        _ path: WritableKeyPath<Intent, [Element]>, of intent: inout Intent, with defaultValue: [Element]
    ) {
        if intent[keyPath: path].isEmpty {
            intent[keyPath: path] = defaultValue
        }
    }

    /// Sets an enum parameter that holds its unknown case to `defaultValue`.
    public static func fillUnset<Intent, Value: IntentTolerantEnum>(
        _ path: WritableKeyPath<Intent, Value>, of intent: inout Intent, with defaultValue: Value
    ) {
        if intent[keyPath: path] == Value.unknownCase {
            intent[keyPath: path] = defaultValue
        }
    }

    /// ``resolve(_:of:options:keep:isUnset:fallback:)`` for an optional parameter: nil is unset,
    /// and a stored value is kept when `match` finds it among the options.
    private static func resolveOptional<Intent, Value>(
        _ path: WritableKeyPath<Intent, Value?>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Value>,
        match: (Value, [Value]) -> Value?, fallback: (Intent) -> Value?
    ) async rethrows {
        try await resolve(
            path, of: &intent, options: options, keep: { value, offered in value.flatMap { match($0, offered) } },
            isUnset: { $0 == nil }, fallback: fallback)
    }

    /// Fetches the options with the configuration resolved so far, keeps the stored value as far
    /// as they offer it, and falls back when nothing is kept.
    private static func resolve<Intent, Stored, Item>(
        _ path: WritableKeyPath<Intent, Stored>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Item>,
        keep: (Stored, [Item]) -> Stored, isUnset: (Stored) -> Bool, fallback: (Intent) -> Stored
    ) async rethrows {
        let offered = try await options(intent).allItems
        intent[keyPath: path] = keep(intent[keyPath: path], offered)
        if isUnset(intent[keyPath: path]) {
            intent[keyPath: path] = fallback(intent)
        }
    }
}
