import Testing

@testable import IntentDefinition

/// The arena behind ``PlistNode``: key lookups by bytes, keys stored once, duplicate keys
/// found by key identity, and nodes built from values.
@Suite struct PlistDocumentTests {
    private static let keys = ["ab", "abc", "INIntentParameterTag", "", "é", "INIntentParameterTay"]

    /// A dictionary holding each of ``keys`` with its position as an integer.
    private func dictionary() throws -> PlistDictionary {
        let body = Self.keys.enumerated().map { "<key>\($1)</key><integer>\($0)</integer>" }.joined()
        let outcome = read("<plist><dict>\(body)</dict></plist>")
        #expect(outcome.diagnostics.isEmpty)
        return try #require(outcome.value?.entries)
    }

    @Test func everyKeyIsFoundByItsBytesAndNoOtherIs() throws {
        let entries = try dictionary()
        for (position, key) in Self.keys.enumerated() {
            #expect(entries[key]?.value == .integer(position), "\(key)")
            #expect(entries.entry(key)?.key == key)
        }
        for missing in ["a", "abd", "INIntentParameterTa", "e", "INIntentParameterTagX"] {
            #expect(entries[missing] == nil, "\(missing)")
        }
    }

    @Test func aKeyIsFoundFromAPrefixAndASuffixSplitAnywhere() throws {
        let entries = try dictionary()
        let key = "INIntentParameterTag"
        for split in 0...key.utf8.count {
            let prefix = String(key.utf8.prefix(split))!
            let suffix = String(key.utf8.dropFirst(split))!
            #expect(entries.value(forKey: prefix, suffix)?.value == .integer(2), "\(prefix)|\(suffix)")
        }
        #expect(entries.value(forKey: "INIntentParameter", "Tay")?.value == .integer(5))
        #expect(entries.value(forKey: "INIntentParameter", "Ta") == nil)
        #expect(entries.value(forKey: "INIntentParameterTag", "ID") == nil)
    }

    @Test func aKeyRepeatedInManyDictionariesKeepsEachLocation() throws {
        let outcome = read(
            "<plist><array>\n<dict><key>name</key><true/></dict>\n<dict><key>name</key><false/></dict>\n</array></plist>"
        )
        let items = try #require(outcome.value?.items)
        #expect(items.map { $0.entries?.first?.key } == ["name", "name"])
        #expect(items.map { $0.entries?.first?.keyLocation } == [at(2, 7), at(3, 7)])
        #expect(items.map { $0["name"]?.value } == [.boolean(true), .boolean(false)])
    }

    @Test func aDuplicateIsFoundPastTheHashingThresholdAndNotAcrossNestedDictionaries() {
        let keys = (0..<40).map { "<key>k\($0)</key><true/>" }.joined()
        let outcome = read(
            "<plist><dict>\(keys)<key>a</key><dict><key>a</key><true/></dict>\n<key>k39</key><false/><key>a</key><true/></dict></plist>"
        )
        #expect(outcome.diagnostics.map(\.code) == [.duplicateKey, .duplicateKey])
        let later = "in <dict>; the later value is used, as Xcode's property-list reader uses it"
        #expect(outcome.diagnostics.map(\.message) == ["duplicate key 'k39' \(later)", "duplicate key 'a' \(later)"])
        #expect(outcome.diagnostics.map(\.location) == [at(2, 1), at(2, 23)])
        #expect(outcome.diagnostics.flatMap { $0.notes.map(\.location) } == [at(1, 823), at(1, 844)])
        // The later values replace the earlier ones.
        #expect(outcome.value?["k39"]?.value == .boolean(false))
        #expect(outcome.value?["a"]?.value == .boolean(true))
        #expect(outcome.value?.entries?.count == 41)
    }

    @Test func aBuiltNodeEqualsTheReadOneWhereverItIsStored() throws {
        let outcome = read(
            "<plist><dict><key>a</key><array><string>x</string><integer>7</integer></array></dict></plist>")
        let read = try #require(outcome.value)
        let built = PlistNode(
            .dictionary([
                PlistEntry(
                    key: "a", keyLocation: at(1, 14),
                    value: PlistNode(
                        .array([PlistNode(.string("x"), at: at(1, 33)), PlistNode(.integer(7), at: at(1, 51))]),
                        at: at(1, 26)))
            ]), at: at(1, 8))
        #expect(built == read)
        let moved = PlistNode(.dictionary([]), at: at(1, 8))
        #expect(moved != read)
    }
}
