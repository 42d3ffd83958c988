import IntentDefinition

/// Whether a parameter's stored values carry over to the type its `@Parameter` now has. The
/// system matches a migrated parameter by name and by type, and leaves out (loses) one whose
/// type differs: a value of a SiriKit type keeps only into the Swift types that carry that type,
/// an enum only into an App Enum, a custom type only into an App Entity, a list only into a list.
enum TypeCarryOver {
    /// The verdict on one parameter.
    enum Verdict: Equatable {
        /// The values map to the new type, or nothing at declaration level says otherwise.
        case carried
        /// The values are lost; says why.
        case lost(String)
        /// Nothing documents whether the values carry over; says what to do.
        case inDoubt(String)
    }

    static func verdict(for parameter: Parameter, into type: ResolvedType, _ index: AppIntentsSourceIndex) -> Verdict {
        let shape = type.shape
        if parameter.isArray != shape.isArray {
            return .lost(
                parameter.isArray ? "one value cannot hold the stored list" : "a list cannot hold the stored value")
        }
        let conformances = type.isDeclared ? index.conformances(of: type.qualifiedName) : []
        let appType =
            conformances.contains("AppEntity")
            ? "App Entity '\(shape.base)'" : conformances.contains("AppEnum") ? "App Enum '\(shape.base)'" : nil
        if let carriers = SwiftTypeShape.carriers(of: parameter.type) {
            if carriers.contains(shape.base), !type.isDeclared {
                guard case .placemark = parameter.type else { return .carried }
                return .inDoubt(
                    "whether stored Placemark values carry over is in doubt (apps report them lost even into "
                        + "'CLPlacemark'); check on a device that a configured widget keeps its place, and plan for "
                        + "users to choose it again")
            }
            if !type.isDeclared, SwiftTypeShape.knownCarriers.contains(shape.base) {
                return .lost("old values cannot map to '\(shape.base)'")
            }
            // Not a type @Parameter carries SiriKit values in: the app's own (an entity, an enum).
            return .lost(
                "old values cannot map to \(appType ?? "the app's own type '\(shape.base)'"); keep the parameter "
                    + "under its old name and type, and add the new one beside it")
        }
        switch parameter.type {
        case .enumeration:
            if !type.isDeclared, SwiftTypeShape.knownCarriers.contains(shape.base) {
                return .lost("an enum's values cannot map to '\(shape.base)'")
            }
            if conformances.contains("AppEntity") { return .lost("an enum's values cannot map to an App Entity") }
        case .object(let reference) where !reference.isSystem:
            if !type.isDeclared, SwiftTypeShape.knownCarriers.contains(shape.base) {
                return .lost("a custom type's values cannot map to '\(shape.base)'")
            }
            if conformances.contains("AppEnum") { return .lost("a custom type's values cannot map to an App Enum") }
        default:
            break
        }
        return .carried
    }
}
