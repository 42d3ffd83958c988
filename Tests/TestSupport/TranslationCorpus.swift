import Foundation

/// The real translation tables of corpus definitions: `corpus/translations/<corpus file stem>/`,
/// each folder holding `<lang>.lproj/<Name>.strings` (or a table outside any `.lproj`), listed
/// with their source, encoding and key count in `corpus/translations/SOURCES.tsv`.
extension CorpusLocator {
    /// `corpus/translations`, when the corpus has it.
    public static var translationsDirectory: URL? {
        directory?.appendingPathComponent("translations")
    }

    /// The stems (`001_openhab_openhab-ios_Intents`) of the definitions that have translation
    /// folders, sorted; throws, failing the test, when there are none.
    public static func requireTranslationStems() throws -> [String] {
        guard let folder = translationsDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { throw CorpusMissing(expectedDirectory) }
        let stems = names.filter { !$0.hasSuffix(".tsv") }.sorted()
        guard !stems.isEmpty else { throw CorpusMissing(expectedDirectory) }
        return stems
    }

    /// The rows of `SOURCES.tsv` that name a file: its path under `translations/` and the number
    /// of keys it holds.
    public static func translationKeyCounts() throws -> [(file: String, keys: Int)] {
        guard let folder = translationsDirectory else { throw CorpusMissing(expectedDirectory) }
        let text = try String(contentsOf: folder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 5, !fields[0].hasSuffix("/"), let keys = Int(fields[5]) else { return nil }
            return (String(fields[0]), keys)
        }
    }
}
