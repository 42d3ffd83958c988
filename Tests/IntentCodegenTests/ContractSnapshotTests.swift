import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// The contracts that carry users' data, pinned: each flavor's reserved type names (a
/// definition name that takes one is renamed, and a parameter's name is what its stored values
/// are matched by) and the definition's type spellings the pipeline maps to parameter types (a
/// spelling mapped differently reads stored values as another type). A change fails with what it
/// does to users; when it is meant, the snapshot in `Contracts/` is edited by hand in the same
/// commit, which a reviewer then sees.
@Suite struct ContractSnapshotTests {
    static let folder = PackagePaths.root.appending(path: "Tests/IntentCodegenTests/Contracts")

    /// The lines of a snapshot file, without its `#` comment lines.
    static func snapshot(_ name: String) throws -> [String] {
        try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    static let schemes: [(flavor: String, scheme: NamingScheme)] = [
        ("default", DefaultFlavorNaming.scheme), ("intents", IntentsNaming.scheme),
        ("appintents", AppIntentsNaming.scheme),
    ]

    @Test(arguments: schemes.indices)
    func eachFlavorsReservedNamesArePinned(_ index: Int) throws {
        let (flavor, scheme) = Self.schemes[index]
        let file = "\(flavor)-reserved-type-names.txt"
        let pinned = try Self.snapshot(file)
        let current = scheme.reservedTypeNames.sorted()
        let added = Set(current).subtracting(pinned).sorted()
        let removed = Set(pinned).subtracting(current).sorted()
        #expect(
            added.isEmpty && removed.isEmpty,
            """
            The \(flavor) flavor's reserved type names changed (added: \(added), removed: \(removed)).
            A definition's type, enum or parameter named like an added name is now renamed, and a removed
            one is no longer: a parameter's name is what users' stored widget configurations and shortcuts
            are matched by, so a renamed parameter loses their values. If this is meant, say so in the
            CHANGELOG and update Tests/IntentCodegenTests/Contracts/\(file) to:
            \(current.joined(separator: "\n"))
            """)
    }

    /// The definition's type spellings (`INIntentParameterType` and friends) and the parameter
    /// type each reads as.
    @Test func theDefinitionsTypeSpellingsArePinned() throws {
        let pinned = try Self.snapshot("parameter-type-spellings.txt")
        let current =
            ParameterType.scalarTypeNames.map { "\($0.key) \($0.value)" }.sorted()
            + MeasurementKind.allCases.map { "measurement \($0.rawValue)" }
        #expect(
            current == pinned,
            """
            The parameter types the definition's spellings read as changed. A stored value of a parameter
            whose spelling now reads as another type is decoded as that type, or not at all: users'
            configured widgets and shortcuts lose it. If this is meant, update
            Tests/IntentCodegenTests/Contracts/parameter-type-spellings.txt to:
            \(current.joined(separator: "\n"))
            """)
    }
}
