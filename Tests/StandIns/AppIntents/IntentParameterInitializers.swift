// Stand-in for IntentParameter's initializers: one overload set per value type, with the
// argument labels, defaults and generic constraints of Apple's AppIntents interface.
// `_const` (compile-time constant arguments) is left out: it does not change how a call reads.

import CoreLocation
import Foundation

extension IntentParameter where Value.ValueType == Double {
    /// A decimal parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A decimal parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A decimal parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
        self.init(standInTitle: title)
    }

    /// A decimal parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == Int {
    /// An integer parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// An integer parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// An integer parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
        self.init(standInTitle: title)
    }

    /// An integer parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == DateComponents {
    /// A date components parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A date components parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A date components parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == DateComponents {
        self.init(standInTitle: title)
    }

    /// A date components parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == DateComponents {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == Date {
    /// A date parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A date parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A date parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Date {
        self.init(standInTitle: title)
    }

    /// A date parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Date {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == URL {
    /// A URL parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A URL parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A URL parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
        self.init(standInTitle: title)
    }

    /// A URL parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType == URL {
    /// A URL list parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: [Value.ValueType?],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A URL list parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: [Value.ValueType?],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == String {
    /// A text parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A text parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A text parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
        self.init(standInTitle: title)
    }

    /// A text parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType: AppEntity {
    /// An entity parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// An entity parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// An entity parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        self.init(standInTitle: title)
    }

    /// An entity parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        self.init(standInTitle: title)
    }

    /// An entity parameter whose entities come from `query` instead of the entity's default query.
    public convenience init<Query>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Value.ValueType == Query.Entity {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
    /// An entity list parameter of `size` items.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// An entity list parameter whose size depends on the widget family.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// An entity list parameter of `size` items, with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// An entity list parameter whose size depends on the widget family, with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// An entity list parameter of `size` items from `query`.
    public convenience init<Query>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Value.ValueType == Query.Entity {
        self.init(standInTitle: title)
    }

    /// An entity list parameter whose size depends on the widget family, from `query`.
    public convenience init<Query>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Value.ValueType == Query.Entity {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == IntentFile {
    /// A file parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A file parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A file parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentFile {
        self.init(standInTitle: title)
    }

    /// A file parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentFile {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
    /// A currency amount parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A currency amount parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A currency amount parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount {
        self.init(standInTitle: title)
    }

    /// A currency amount parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
    /// A placemark parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle = .name,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A placemark parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle = .name,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A placemark parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle = .name,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == CLPlacemark {
        self.init(standInTitle: title)
    }

    /// A placemark parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle = .name,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == CLPlacemark {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == IntentPerson {
    /// A person parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A person parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A person parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentPerson {
        self.init(standInTitle: title)
    }

    /// A person parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentPerson {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType == IntentPerson {
    /// A person list parameter of `size` people.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A person list parameter whose size depends on the widget family.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == Measurement<UnitDuration> {
    /// A duration parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Duration? = nil,
        defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A duration parameter entered in `unit`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: IntentParameter<Value>.Duration,
        unitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A duration parameter offering `defaultUnit` first, with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Duration? = nil,
        defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A duration parameter entered in `unit`, with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: IntentParameter<Value>.Duration,
        unitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// A duration parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Measurement<UnitDuration> {
        self.init(standInTitle: title)
    }

    /// A duration parameter with resolvers whose options come from a provider.
    public convenience init<Spec, OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec,
        optionsProvider: OptionsProvider
    ) where Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Measurement<UnitDuration> {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType == Bool {
    /// A Boolean parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(standInTitle: title)
    }

    /// A Boolean parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType: AppEnum {
    /// An enumeration parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
    ) {
        self.init(standInTitle: title)
    }

    /// An enumeration parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// An enumeration parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        self.init(standInTitle: title)
    }
}

extension IntentParameter where Value.ValueType: AppEntity, Value.ValueType: AppEnum {
    /// An enumeration entity parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
    ) {
        self.init(standInTitle: title)
    }

    /// An enumeration entity parameter with resolvers.
    public convenience init<Spec>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Spec: ResolverSpecification {
        self.init(standInTitle: title)
    }

    /// An enumeration entity parameter whose options come from a provider.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        self.init(standInTitle: title)
    }
}
