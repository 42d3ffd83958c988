import IntentDefinition

/// What a member holds, decided once for every flavor: a built-in value type, one of the
/// file's enums or custom types (by index into the plan), or an object the file only names.
/// Flavors decide how each kind is spelled; the plan never mentions a Swift type.
enum ValueKind: Hashable {
    /// A value of a type the format defines: `.string`, `.integer`, `.measurement(…)`, ….
    case builtIn(BuiltInType)
    /// One of the file's enums: an index into ``DefinitionPlan/enums``.
    case enumeration(Int)
    /// One of the file's custom types: an index into ``DefinitionPlan/customTypes``.
    case customType(Int)
    /// An object of a type from the `System` namespace, by its name (`INObject` subclasses the
    /// file does not define).
    case systemObject(String)
    /// Any object (`INObject`).
    case genericObject

    /// The kind of `parameter`'s values in `definition`, or the IC103 error saying why it has
    /// none (an unknown or missing type, a reference to something the file does not define).
    static func of(_ parameter: Parameter, in definition: Definition) -> Lookup {
        switch parameter.type {
        case .enumeration(let reference):
            guard !reference.isSystem, let index = definition.enumIndex(named: reference.name) else {
                let reason =
                    reference.isSystem
                    ? "it names the System enum '\(reference.name)', whose cases the file does not list"
                    : "enum '\(reference.name)' is not defined in this file"
                return .unavailable(UnavailableType(parameter, reason))
            }
            return .kind(.enumeration(index))
        case .object(let reference):
            if reference.isSystem { return .kind(.systemObject(reference.name)) }
            guard let index = definition.customTypeIndex(named: reference.name) else {
                return .unavailable(
                    UnavailableType(parameter, "custom type '\(reference.name)' is not defined in this file"))
            }
            return .kind(.customType(index))
        case .genericObject:
            return .kind(.genericObject)
        case .unknown(let typeString):
            return .unavailable(UnavailableType(parameter, "intentc does not know the type '\(typeString)'"))
        case .missing:
            return .unavailable(UnavailableType(parameter, "it has no type"))
        default:
            guard let builtIn = BuiltInType(parameter.type) else {
                return .unavailable(UnavailableType(parameter, "intentc does not know its type"))
            }
            return .kind(.builtIn(builtIn))
        }
    }
}

extension ValueKind {
    /// What ``of(_:in:)`` finds: a parameter's kind, or why it has none.
    ///
    /// Not `Result<ValueKind, UnavailableType>`: making `Result`'s metadata at run time checks
    /// that `UnavailableType` conforms to `Error`, a scan of every conformance record in the
    /// process, on every run whatever the input.
    enum Lookup {
        /// The parameter's values are of this kind.
        case kind(ValueKind)
        /// The parameter's type cannot be generated.
        case unavailable(UnavailableType)
    }
}

/// Why a parameter's type cannot be generated in any flavor.
struct UnavailableType {
    /// The IC103 diagnostic saying so, at the parameter's type.
    var diagnostic: Diagnostic

    init(_ parameter: Parameter, _ reason: String) {
        diagnostic = Diagnostic(
            .swiftTypeUnavailable, "\(parameter.role.noun) '\(parameter.name)' cannot be generated: \(reason)",
            at: parameter.typeLocation)
    }
}
