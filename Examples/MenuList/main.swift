// A widget snapshot: the host stores each widget's configuration as JSON and, before drawing,
// resolves it through the options provider: a category still offered is kept with its current
// name, one that is gone (or unset) falls back to the provider's default.
//
//   swift run MenuListExample                     resolves a few sample configurations
//   swift run MenuListExample '<stored JSON>'     resolves the given configuration

import Foundation
import GeneratedIntents

/// Configurations as a host might have stored them: a stale name, a removed category, none.
let samples = [
    #"{"parameter":"Hi","type":{"identifier":"2","displayString":"City"}}"#,
    #"{"parameter":"Hi","type":{"identifier":"9","displayString":"Food"}}"#,
    #"{"parameter":"Hi"}"#,
]
let stored = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : samples

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
for json in stored {
    do {
        let configuration = try JSONDecoder().decode(MyIntentIntent.self, from: Data(json.utf8))
        let snapshot = try await configuration.resolved(using: MenuListProvider())
        print("stored:   \(json)")
        print("snapshot: \(String(decoding: try encoder.encode(snapshot), as: UTF8.self))")
        print("shows:    \(snapshot.type?.displayString ?? "nothing") (\(snapshot.parameter ?? ""))")
    } catch {
        FileHandle.standardError.write(Data("cannot resolve \(json): \(error)\n".utf8))
        exit(1)
    }
}
