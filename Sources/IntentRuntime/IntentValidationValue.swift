/// A parameter's value as validation sees it: whether it is set, and its numbers.
///
/// Generated code builds these from the stored properties with the initializers, which decide
/// what "unset" means for each kind of property.
public enum IntentValidationValue: Sendable, Hashable {
    /// No value: nil, an empty array, or an enum's unknown case.
    case unset
    /// A value without numbers to check against bounds.
    case set
    /// A number, or one per element of an array; never empty.
    case numbers([Double])

    /// An optional integer: its number, or unset.
    public init(_ value: Int?) {
        self = value.map { .numbers([Double($0)]) } ?? .unset
    }

    /// An array of integers: their numbers, or unset when empty.
    public init(_ values: [Int]) {
        self = values.isEmpty ? .unset : .numbers(values.map(Double.init))
    }

    /// An optional decimal or time interval: its number, or unset.
    public init(_ value: Double?) {
        self = value.map { .numbers([$0]) } ?? .unset
    }

    /// An array of decimals or time intervals: their numbers, or unset when empty.
    public init(_ values: [Double]) {
        self = values.isEmpty ? .unset : .numbers(values)
    }

    /// Any other optional value: set, or unset when nil.
    public init<Value>(_ value: Value?) {
        self = value == nil ? .unset : .set
    }

    /// Any other array: set, or unset when empty.
    public init<Element>(_ values: [Element]) {
        self = values.isEmpty ? .unset : .set
    }

    /// A non-optional enum: unset when it holds its unknown case.
    public init<Value: IntentTolerantEnum>(_ value: Value) {
        self = value == Value.unknownCase ? .unset : .set
    }
}
