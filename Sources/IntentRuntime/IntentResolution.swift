/// The steps of a generated `resolved(using:)`: what a widget host does with a stored
/// configuration before using it.
///
/// - A parameter with dynamic options keeps its value only while the options provider still
///   offers it (``IntentOptionValue``): objects and people with an identifier match by
///   identifier and come back as the offered item, so their display text is refreshed; other
///   values match by `==`; array elements no longer offered are dropped. A value that is not
///   kept, or was never set, takes the provider's default, else the definition's default.
/// - Values picked through search: when a parameter supports search (the generated code passes
///   `search:`) and the plain options lack a stored value (or array element), the provider's
///   search form is asked once per missing value, with the value's ``IntentOptionValue/searchTerm``
///   (an object's display string, a person's name, a string itself), and the value is kept when
///   the search results offer it, matched as above. So a provider that offers some items only
///   in search results keeps the user's choice as long as searching for its title finds it.
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
///         search: provider.provideBookOptionsCollection(for:searchTerm:),
///         providerDefault: provider.defaultBook(for:))
///     IntentResolution.fillUnset(\.period, of: &result, with: .week)
///     IntentResolution.fillUnset(\.pagesPerDay, of: &result, with: 20)
///     return result
/// }
/// ```
public enum IntentResolution {
    // MARK: Parameters with dynamic options

    /// Resolves an optional parameter: nil is unset.
    public static func resolve<Intent, Value: IntentOptionValue>(
        _ path: WritableKeyPath<Intent, Value?>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Value>,
        search: (Intent, String?) async throws -> IntentOptionsCollection<Value> = { _, _ in IntentOptionsCollection([])
        },
        providerDefault: (Intent) -> Value?, definitionDefault: Value? = nil
    ) async throws {
        try await resolve(
            path, of: &intent, options: options, search: search,
            elements: { $0.map { [$0] } ?? [] }, rebuild: { _, kept in kept.first }, isUnset: { $0 == nil },
            fallback: { providerDefault($0) ?? definitionDefault })
    }

    /// Resolves a non-optional enum parameter, whose unknown case means unset.
    public static func resolve<Intent, Value: IntentTolerantEnum>(
        _ path: WritableKeyPath<Intent, Value>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Value>,
        search: (Intent, String?) async throws -> IntentOptionsCollection<Value> = { _, _ in IntentOptionsCollection([])
        },
        providerDefault: (Intent) -> Value?, definitionDefault: Value? = nil
    ) async throws {
        try await resolve(
            path, of: &intent, options: options, search: search,
            elements: { $0 == Value.unknownCase ? [] : [$0] },
            rebuild: { stored, kept in kept.first ?? Value.unknownCase ?? stored },
            isUnset: { $0 == Value.unknownCase },
            fallback: { providerDefault($0) ?? definitionDefault ?? Value.unknownCase ?? $0[keyPath: path] })
    }

    /// Resolves an array parameter: empty is unset; elements no longer offered are dropped.
    public static func resolve<Intent, Element: IntentOptionValue>(
        _ path: WritableKeyPath<Intent, [Element]>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Element>,
        search: (Intent, String?) async throws -> IntentOptionsCollection<Element> = { _, _ in
            IntentOptionsCollection([])
        },
        providerDefault: (Intent) -> [Element]?, definitionDefault: [Element] = []
    ) async throws {
        try await resolve(
            path, of: &intent, options: options, search: search,
            elements: { $0 }, rebuild: { _, kept in kept }, isUnset: \.isEmpty,
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

    /// Fetches the options with the configuration resolved so far and keeps each stored value
    /// (`elements`) the options offer; a value they lack is looked up with `search` under its
    /// search term and kept when found. `rebuild` makes the stored form of the kept
    /// values; when that is unset, `fallback` applies.
    private static func resolve<Intent, Stored, Item: IntentOptionValue>(
        _ path: WritableKeyPath<Intent, Stored>, of intent: inout Intent,
        options: (Intent) async throws -> IntentOptionsCollection<Item>,
        search: (Intent, String?) async throws -> IntentOptionsCollection<Item>,
        elements: (Stored) -> [Item], rebuild: (Stored, [Item]) -> Stored,
        isUnset: (Stored) -> Bool, fallback: (Intent) -> Stored
    ) async throws {
        let offered = try await options(intent).allItems
        var kept: [Item] = []
        for value in elements(intent[keyPath: path]) {
            if let item = value.matched(in: offered) {
                kept.append(item)
            } else if let item = try await value.matched(in: search(intent, value.searchTerm).allItems) {
                kept.append(item)
            }
        }
        intent[keyPath: path] = rebuild(intent[keyPath: path], kept)
        if isUnset(intent[keyPath: path]) {
            intent[keyPath: path] = fallback(intent)
        }
    }
}
