import Foundation
import TestSupport
import Testing

/// `swift run MenuListExample` resolves stored configurations the way a widget snapshot does.
@Suite struct MenuListExampleTests {
    private func run(_ arguments: [String]) throws -> SwiftToolchain.Output {
        try SwiftToolchain.run(
            SwiftToolchain.product("MenuListExample"), arguments, in: FileManager.default.temporaryDirectory)
    }

    @Test func sampleConfigurationsResolveThroughTheMenuProvider() throws {
        let output = try run([])
        #expect(output.status == 0, "\(output.text)")
        let shown = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("shows:") }
        // A renamed category shows its current name; a removed one, and none, the first category.
        #expect(shown == ["shows:    城市 (Hi)", "shows:    航拍 (Hi)", "shows:    航拍 (Hi)"])
    }

    @Test(arguments: [("1", "航拍"), ("2", "城市"), ("3", "人物"), ("4", "宠物")])
    func everyCategoryIsOffered(identifier: String, name: String) throws {
        let stored = #"{"parameter":"P","type":{"identifier":"\#(identifier)","displayString":"old"}}"#
        let output = try run([stored])
        #expect(output.status == 0, "\(output.text)")
        #expect(
            output.standardOutput.contains(
                #"snapshot: {"parameter":"P","type":{"displayString":"\#(name)","identifier":"\#(identifier)"}}"#
            ))
    }

    @Test func aConfigurationThatIsNotJSONFails() throws {
        let output = try run(["not json"])
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.text.hasPrefix("cannot resolve not json:"))
    }
}
