// Stand-in for App Intents' dependency injection: the manager the app registers values with,
// and the `@Dependency` / `@AppDependency` property wrapper that reads them.

import Foundation

/// Holds the values an app provides to its intents, queries and option providers.
public final class AppDependencyManager {
    /// The manager `@Dependency` reads from unless told otherwise.
    public static var shared: AppDependencyManager { AppDependencyManager() }

    /// Creates an empty manager.
    public init() {}

    /// Registers the value `dependencyProvider` produces, under `key` or its type.
    public final func add<Dependency>(
        key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> Dependency
    ) where Dependency: Sendable {}

    /// Registers the value a throwing provider produces, under `key` or its type.
    public final func add<Dependency>(
        key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> () throws -> Dependency
    ) where Dependency: Sendable {}

    /// Registers the value an asynchronous provider produces, under `key` or its type.
    public final func add<Dependency>(
        key: AnyHashable? = nil, dependency dependencyProvider: @escaping () async throws -> Dependency
    ) where Dependency: Sendable {}
}

/// A value registered with an ``AppDependencyManager``: `@Dependency var store: Store`.
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable where Value: Sendable {
    /// The stand-in's designated initializer, hidden from clients.
    init() {}

    /// The wrapper itself, through `$name`.
    public final var projectedValue: AppDependency<Value> { self }

    /// The registered value.
    public final var wrappedValue: Value {
        get { fatalError("stand-in: no dependencies are registered") }
        set {}
    }

    /// Reads the value registered under `key` (or the type) with `manager`.
    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init()
    }

    /// Reads the value registered under `key`, falling back to `defaultValueProvider`.
    public convenience init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
        default defaultValueProvider: @autoclosure @escaping () -> Value
    ) {
        self.init()
    }

    /// Reads the value registered under `key`, falling back to an asynchronous provider.
    public convenience init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
        default defaultValueProvider: @escaping () async throws -> Value
    ) {
        self.init()
    }
}
