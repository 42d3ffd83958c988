// Stand-in for Foundation's localization types App Intents uses: `LocalizedStringResource`,
// `CustomLocalizedStringResourceConvertible` and `String.LocalizationValue`. Only the
// initializers generated and migrated App Intents code calls; nothing is localized.

/// A value that can describe itself as a localizable string resource.
public protocol CustomLocalizedStringResourceConvertible {
    /// The resource describing the value.
    var localizedStringResource: LocalizedStringResource { get }
}

/// A reference to a localizable string: a key, its default value and where to look it up.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
    /// The key looked up in the table.
    public var key: String

    /// The table the key is looked up in; `nil` for the default table.
    public var table: String?

    /// Where a resource's table is looked up. (Apple's also names a bundle by a class in it; the
    /// stand-in offers only the cases it can declare `Sendable`.)
    public enum BundleDescription: Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// Creates a resource whose key is `keyAndValue`.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = keyAndValue.key
        self.table = table
    }

    /// Creates a resource looked up under `key` in `table`, with `defaultValue` as the text
    /// where no table has the key.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        self.table = table
    }

    /// Creates a resource from a string literal, used as key and default value.
    public init(stringLiteral value: String) {
        self.key = value
        self.table = nil
    }

    /// Creates a resource from an interpolated string.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.key = stringInterpolation.key
        self.table = nil
    }
}

extension String {
    /// A localizable string with interpolated arguments.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
        /// The format key the interpolation produced (`%@` for each argument).
        var key: String

        /// Creates a value from a plain string.
        public init(_ value: String) { key = value }

        /// Creates a value from a string literal.
        public init(stringLiteral value: String) { key = value }

        /// Creates a value from an interpolated string.
        public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }

        /// Collects the literal parts and arguments of an interpolated localizable string.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            /// The key built so far.
            var key = ""

            /// Creates an empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Appends literal text.
            public mutating func appendLiteral(_ literal: String) { key += literal }

            /// Appends a string argument.
            public mutating func appendInterpolation(_ string: String) { key += "%@" }

            /// Appends an integer argument.
            public mutating func appendInterpolation(_ value: Int) { key += "%lld" }

            /// Appends a floating-point argument.
            public mutating func appendInterpolation(_ value: Double) { key += "%lf" }

            /// Appends a floating-point argument.
            public mutating func appendInterpolation(_ value: Float) { key += "%f" }

            /// Appends a localizable resource.
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { key += "%@" }

            /// Appends a value that describes itself as a localizable resource.
            public mutating func appendInterpolation<T: CustomLocalizedStringResourceConvertible>(_ value: T) {
                key += "%@"
            }
        }
    }
}
