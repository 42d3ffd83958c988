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
    static func find(in definition: Definition) -> Set<PropertyPosition> {
        var edges: [Int: [(PropertyPosition, Int)]] = [:]
        for (typeIndex, customType) in definition.types.enumerated() {
            for (propertyIndex, property) in customType.userProperties.enumerated() where !property.isArray {
                guard case .object(let reference) = property.type, !reference.isSystem,
                    let target = definition.customTypeIndex(named: reference.name)
                else { continue }
                edges[typeIndex, default: []].append((PropertyPosition(type: typeIndex, property: propertyIndex), target))
            }
        }
        func reaches(_ start: Int, _ goal: Int) -> Bool {
            var visited: Set<Int> = []
            var stack = [start]
            while let current = stack.popLast() {
                if current == goal { return true }
                guard visited.insert(current).inserted else { continue }
                stack += (edges[current] ?? []).map(\.1)
            }
            return false
        }
        return Set(edges.values.joined().filter { position, target in reaches(target, position.type) }.map(\.0))
    }
}
