// Stand-in for the value types App Intents defines for parameters a custom intent could have:
// files and currency amounts.

import Foundation
import UniformTypeIdentifiers

/// A file passed to or returned from an intent.
public struct IntentFile: Sendable {
    public var data: Data { fatalError("stand-in: files hold no data") }
    public var filename: String { "" }
    public var fileURL: URL? { nil }
    public var type: UTType? { nil }
    public var removedOnCompletion: Bool {
        get { false }
        set {}
    }

    /// A file made of `data`.
    public init(data: Data, filename: String, type: UTType? = nil) {}

    /// The file at `fileURL`.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {}
}

extension IntentFile: Equatable, Hashable {}

extension IntentFile: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "File" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(filename)") }
}

extension IntentFile: _IntentValue {
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentFile> { .init() }
    public typealias Specification = EmptyResolverSpecification<IntentFile>
    public typealias UnwrappedType = IntentFile
    public typealias ValueType = IntentFile
}

extension EntityProperty where Value.ValueType == IntentFile {
    /// A file property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

/// An amount of money in a currency.
public struct IntentCurrencyAmount: Equatable, Hashable, @unchecked Sendable {
    public let amount: Decimal
    public let currencyCode: String

    /// Creates the amount.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

extension IntentCurrencyAmount: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Currency Amount" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(currencyCode)") }
}

extension IntentCurrencyAmount: _IntentValue {
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentCurrencyAmount> { .init() }
    public typealias Specification = EmptyResolverSpecification<IntentCurrencyAmount>
    public typealias UnwrappedType = IntentCurrencyAmount
    public typealias ValueType = IntentCurrencyAmount
}

extension EntityProperty where Value.ValueType == IntentCurrencyAmount {
    /// A currency amount property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
    /// The currencies the parameter accepts.
    public final var currencyCodes: [String]? { nil }
    /// The parameter's bounds.
    public final var inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? { nil }
}
