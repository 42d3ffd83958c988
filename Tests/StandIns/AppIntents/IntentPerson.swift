// Stand-in for App Intents' person value: a contact with a name and handles.

import Foundation

/// A person passed to or returned from an intent.
public struct IntentPerson: Sendable {
    public var name: IntentPerson.Name
    public var isMe: Bool
    public var identifier: IntentPerson.Identifier
    public var handle: IntentPerson.Handle?
    public var aliases: [IntentPerson.Handle]
    public var image: DisplayRepresentation.Image?

    /// Creates the person.
    public init(
        identifier: IntentPerson.Identifier, name: IntentPerson.Name, handle: IntentPerson.Handle?,
        aliases: [IntentPerson.Handle] = [], isMe: Bool = false, image: DisplayRepresentation.Image? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }
}

extension IntentPerson {
    /// Which kind of person a parameter asks for.
    public enum ParameterMode: String {
        case contact
        case email
        case phone
        case emailOrPhone
    }

    /// Where the person comes from.
    public enum Identifier: Equatable, Hashable, Sendable {
        case contact(String)
        case applicationDefined(String)
    }

    /// The person's name.
    public enum Name: Sendable {
        case displayName(String)
        case components(PersonNameComponents)
    }

    /// A way to reach the person.
    public struct Handle: Equatable, Hashable, Sendable {
        /// The handle's value.
        public enum Value: Sendable, Equatable, Hashable {
            case phoneNumber(String)
            case emailAddress(String)
            case applicationDefined(String)
        }

        /// The handle's label.
        public enum Label: Sendable, Equatable, Hashable {
            case home
            case work
            case iPhone
            case mobile
            case main
            case homeFax
            case workFax
            case pager
            case other
            case school
            case custom(String)
        }

        public var value: IntentPerson.Handle.Value
        public var label: IntentPerson.Handle.Label

        /// A handle with a value.
        public init(_ value: IntentPerson.Handle.Value, label: IntentPerson.Handle.Label = .other) {
            self.value = value
            self.label = label
        }

        /// A phone number.
        public init(phoneNumber phoneNumberString: String, label: IntentPerson.Handle.Label = .other) {
            self.init(.phoneNumber(phoneNumberString), label: label)
        }

        /// An email address.
        public init(emailAddress emailAddressString: String, label: IntentPerson.Handle.Label = .other) {
            self.init(.emailAddress(emailAddressString), label: label)
        }

        /// An identifier the app defines.
        public init(applicationDefined stringValue: String, label labelString: String? = nil) {
            self.init(.applicationDefined(stringValue), label: labelString.map { .custom($0) } ?? .other)
        }
    }
}

extension IntentPerson: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Person" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "") }
}

extension IntentPerson: _IntentValue {
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentPerson> { .init() }
    public typealias Specification = EmptyResolverSpecification<IntentPerson>
    public typealias UnwrappedType = IntentPerson
    public typealias ValueType = IntentPerson
}

extension EntityProperty where Value.ValueType == IntentPerson {
    /// A person property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension IntentParameter where Value.ValueType == IntentPerson {
    /// Which kind of person the parameter asks for.
    public final var parameterMode: IntentPerson.ParameterMode? { nil }
}

extension IntentParameterContext where Value.ValueType == IntentPerson {
    /// Which kind of person the parameter asks for.
    public var parameterMode: IntentPerson.ParameterMode? { nil }
}
