/// Stand-in for `EnvironmentValues`, the values a view reads with `@Environment`; frameworks
/// add theirs in extensions (WidgetKit's `widgetFamily`).
public struct EnvironmentValues {
    public init() {}
}

/// Stand-in for `DynamicProperty`, a property a view reads from the system.
public protocol DynamicProperty {}

/// Stand-in for `@Environment`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
