import Foundation
import Testing
import TestSupport

/// The Intents stand-in declares nothing Apple's Intents does not: every class, protocol,
/// selector, property and enum is checked against the framework's Objective-C headers and Swift
/// overlay in `../shared/reference/apple-sdk/`.
@Suite(ReferenceMaterial.availability)
struct StandInHeaderConformanceTests {
    static let standInFolder = PackagePaths.root.appending(path: "Tests/StandIns/Intents")

    /// The audit, read once for all tests (parsing the 397 headers is the slow part).
    static let loaded = Result {
        StandInAudit(
            headers: try ObjCHeaders(folder: ReferenceMaterial.intentsHeaders),
            standIn: try StandInDeclarations(folder: standInFolder),
            overlay: try String(contentsOf: ReferenceMaterial.intentsOverlay, encoding: .utf8))
    }

    static func audit() throws -> StandInAudit {
        try ReferenceMaterial.require()
        return try loaded.get()
    }

    @Test func theStandInIsReadCompletely() throws {
        let audit = try Self.audit()
        let classes = audit.standIn.types.filter { $0.kind == .class && $0.isObjC }.map(\.name)
        let selectors = audit.standIn.types.flatMap(\.members).compactMap(\.selector)
        // The stand-in's size as a floor, so that a parser that stops early fails here.
        #expect(classes.count >= 25, "\(classes)")
        #expect(selectors.count >= 100, "\(selectors.count)")
        #expect(audit.headers.classes.count > 300 && audit.headers.protocols.count > 50)
    }

    @Test func classesAndProtocols() throws {
        let findings = try Self.audit().typeFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func selectorsAndSwiftNames() throws {
        let findings = try Self.audit().selectorFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func unavailableInitializers() throws {
        let findings = try Self.audit().initFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func propertiesWithNullabilityAndMutability() throws {
        let findings = try Self.audit().propertyFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func enumConstants() throws {
        let findings = try Self.audit().enumFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func swiftOverlayMembers() throws {
        let findings = try Self.audit().overlayFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func accessLevels() throws {
        let findings = try Self.audit().accessFindings()
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func objectiveCHalf() throws {
        let header = try String(contentsOf: Self.standInFolder.appending(path: "Intents.h"), encoding: .utf8)
        let standInHeader = ObjCHeaders(text: header)
        #expect(standInHeader.classes.count == 2 && standInHeader.enums.count == 1)
        let findings = try Self.audit().objCStandInFindings(standInHeader)
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// The audit finds what it is meant to find: a stand-in with a wrong selector, a wrong
    /// Swift name, a non-optional nullable parameter, a wrong parameter type, a non-failable
    /// nullable factory, a non-optional nullable property, a property of the wrong type, a
    /// made-up class, a wrong enum and an initializer the header makes unavailable.
    @Test func theAuditCatchesMistakes() throws {
        var audit = try Self.audit()
        audit.standIn = StandInDeclarations(
            text: """
                @objc open class INStringResolutionResult: INIntentResolutionResult {
                    @objc(successWithString:)
                    open class func success(with resolvedString: String) -> Self { fatalError() }
                    @objc(disambiguationWithStringsToDisambiguate:)
                    open class func disambiguate(with stringsToDisambiguate: [String]) -> Self { fatalError() }
                    @objc(confirmationRequiredWithStringToConfirm:)
                    open class func confirmationRequired(with stringToConfirm: String) -> Self { fatalError() }
                }
                @objc open class INDoubleResolutionResult: INIntentResolutionResult {
                    @objc(successWithResolvedValue:)
                    open class func success(with resolvedValue: Float) -> Self { fatalError() }
                }
                @objc open class INImage: NSObject {
                    @objc(imageWithURL:) public convenience init(url URL: URL) { self.init() }
                }
                @objc open class INIntent: NSObject {
                    @objc open var identifier: String { fatalError() }
                    @objc open var intentDescription: Int? { fatalError() }
                }
                @objc open class INMadeUp: NSObject {}
                @objc public enum INPaymentMethodType: Int {
                    case unknown = 0
                    case cash
                }
                @objc open class INFile: NSObject {
                    public override init() { super.init() }
                }
                @objc open class INCurrencyAmount: NSObject {
                    public override init() { super.init() }
                }
                """, file: "Mistakes.swift")
        #expect(audit.selectorFindings().count == 5, "\(audit.selectorFindings())")
        #expect(audit.propertyFindings().count == 2, "\(audit.propertyFindings())")
        #expect(audit.typeFindings().count == 1, "\(audit.typeFindings())")
        #expect(audit.enumFindings().count == 1, "\(audit.enumFindings())")
        // INFile's init is available in its header, INCurrencyAmount's is not.
        #expect(audit.initFindings().count == 1, "\(audit.initFindings())")
    }
}
