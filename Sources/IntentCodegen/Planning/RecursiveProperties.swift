import IntentDefinition

/// A user property of a custom type, by type index and user-property index.
struct PropertyPosition: Hashable {
    /// Index into `Definition.types`.
    var type: Int
    /// Index into that type's `userProperties`.
    var property: Int
}

/// Finds custom-type properties that make a type contain itself.
enum RecursiveProperties {
    /// The properties that hold a custom type which (directly or through other single-valued
    /// properties) holds the property's own type. A struct cannot contain itself, so these are
    /// stored out of line (a flavor boxes them) behind a computed property; arrays need no box.
    /// `userProperties` holds each type's `CustomType.userProperties`, parallel to
    /// `definition.types`.
    static func find(in definition: Definition, userProperties: [[Parameter]]) -> Set<PropertyPosition> {
        var edges = [[(position: PropertyPosition, target: Int)]](repeating: [], count: definition.types.count)
        for typeIndex in userProperties.indices {
            for (propertyIndex, property) in userProperties[typeIndex].enumerated() where !property.isArray {
                guard case .object(let reference) = property.type, !reference.isSystem,
                    let target = definition.customTypeIndex(named: reference.name)
                else { continue }
                edges[typeIndex].append((PropertyPosition(type: typeIndex, property: propertyIndex), target))
            }
        }
        // The target reaches the property's own type exactly when both share a component.
        let component = StronglyConnectedComponents.of(successors: edges.map { $0.map(\.target) })
        return Set(edges.joined().filter { component[$0.target] == component[$0.position.type] }.map(\.position))
    }
}
