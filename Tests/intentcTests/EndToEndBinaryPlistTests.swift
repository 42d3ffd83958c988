import Foundation
import TestSupport
import Testing

/// The built binary on definitions saved as binary property lists.
@Suite struct EndToEndBinaryPlistTests {
    /// `name` from Definitions/ in `xml/`, and its binary form under the same name in `binary/`.
    private func bothForms(of name: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let source = PackagePaths.root.appending(path: "Definitions/\(name)").path
        for folder in ["xml", "binary"] {
            try FileManager.default.createDirectory(atPath: directory.path(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: source, toPath: directory.path("xml/\(name)"))
        try BinaryPlistConversion.convert(source, to: directory.path("binary/\(name)"))
        return directory
    }

    @Test func lintAndGenerateReadABinaryDefinitionAsTheirXMLForm() throws {
        let directory = try bothForms(of: "BookClub.intentdefinition")
        let lint = try IntentcBinary.run(["lint", "BookClub.intentdefinition"], in: directory.path("binary"))
        #expect(lint.status == 0, "\(lint.error)")
        #expect(lint.text == "")
        for flavor in ["default", "intents", "appintents"] {
            let arguments = ["generate", "--flavor", flavor, "BookClub.intentdefinition"]
            let fromBinary = try IntentcBinary.run(arguments, in: directory.path("binary"))
            let fromXML = try IntentcBinary.run(arguments, in: directory.path("xml"))
            #expect(fromBinary.status == 0, "\(flavor): \(fromBinary.error)")
            #expect(fromBinary.output.contains("BookClub"), "\(flavor)")
            #expect(fromBinary.output == fromXML.output, "\(flavor)")
        }
    }

    @Test func aDamagedBinaryDefinitionIsReportedAtTheByteAtFault() throws {
        let directory = try bothForms(of: "Custom.intentdefinition")
        let binary = try Data(contentsOf: URL(fileURLWithPath: directory.path("binary/Custom.intentdefinition")))
        // Cut by a byte, the trailer read starts a byte early: its offset size is the sort version,
        // 0, its reference size the offset size.
        _ = try directory.write(Array(binary.dropLast()), to: "Cut.intentdefinition")
        let trailerField = binary.count - 1 - 32 + 6
        let lint = try IntentcBinary.run(["lint", "Cut.intentdefinition"], in: directory.root)
        #expect(lint.status == 1)
        #expect(
            lint.error
                == "Cut.intentdefinition:1:\(trailerField + 1): error: the trailer is damaged (is the file cut short?): it gives offsets of 0 bytes and object references of \(binary[binary.count - 26]) bytes; each must be 1 to 8 [IC003]\n"
        )
    }
}
