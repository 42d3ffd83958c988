/// Localization IDs (`…ID` keys): shared IDs are fine, but one ID labelling different texts
/// means a translation can fit only one of them (DefinitionFormat.md, 'Localization IDs').
enum LocalizationChecks {
    /// One text with its ID, where it was read.
    private struct Use {
        let id: String
        let text: String
        let location: SourceLocation
    }

    /// Warns at each use whose text differs from the first use of the same ID, once per
    /// distinct text, with a note at that first use. System intents are left out.
    ///
    /// Nearly every ID labels one text, so a first walk over the labelled texts, reading them in
    /// place, only groups them by ID; a second walk, made only when some ID labels several
    /// texts, copies the uses of those IDs, which are then put in file order and compared text
    /// by text. Collecting every use into an array first (its ID, text and location copied, then
    /// released) cost 1.5 M instructions more and 13 k more of each of retain, release,
    /// bridgeObjectRetain and bridgeObjectRelease for the 2 MB benchmark (callgrind).
    static func check(_ definition: Definition, into diagnostics: inout [Diagnostic]) {
        // Counted first, so that the table is sized once: a walk that reads no text costs next
        // to nothing, while growing the table rehashed each ID several times (1.8 M instructions).
        var count = 0
        LabelledTexts.forEach(in: definition) { _, _ in
            count += 1
            return false
        }
        var groups = IDGroups(capacity: count)
        LabelledTexts.forEach(in: definition) { id, text in
            groups.add(id: id, text: text)
            return false
        }
        guard groups.anyConflict else { return }
        var conflictingUses: [Use] = []
        var useIndex = 0
        var conflicting: (id: String, text: String)?
        LabelledTexts.forEach(in: definition) { id, text in
            defer { useIndex += 1 }
            guard groups.conflicts(use: useIndex) else { return false }
            conflicting = (id, text)
            return true
        } located: { location in
            conflictingUses.append(Use(id: conflicting!.id, text: conflicting!.text, location: location))
        }
        conflictingUses.sort { $0.location < $1.location }
        var textsByID: [String: [Use]] = [:]
        for use in conflictingUses {
            let earlier = textsByID[use.id, default: []]
            guard !earlier.contains(where: { $0.text == use.text }) else { continue }
            textsByID[use.id] = earlier + [use]
            guard let first = earlier.first else { continue }
            diagnostics.append(
                Diagnostic(
                    .conflictingLocalizationID,
                    "localization ID '\(use.id)' labels '\(use.text)' here but '\(first.text)' elsewhere",
                    at: use.location,
                    notes: [DiagnosticNote("'\(use.id)' labels '\(first.text)' here", at: first.location)]))
        }
    }

    /// The uses of a walk over the labelled texts, grouped by ID: each ID is hashed once, and
    /// its group, numbered in order of first use, remembers the first text and whether another
    /// text turned up.
    private struct IDGroups {
        private var groupByID: [String: Int] = [:]
        private var firstTexts: [String] = []
        private var groupConflicts: [Bool] = []
        private var groupOfUse: [Int] = []
        /// Whether some ID labels more than one text.
        private(set) var anyConflict = false

        /// Creates empty groups with room for `capacity` uses: growing the table as it fills
        /// rehashed every ID several times (callgrind: 1,100 instructions a use instead of 360).
        init(capacity: Int) {
            groupByID.reserveCapacity(capacity)
            groupOfUse.reserveCapacity(capacity)
        }

        /// Records the next use of the walk.
        mutating func add(id: String, text: String) {
            let newGroup = firstTexts.count
            // One lookup for the usual new ID; a repeated one gets its group back.
            if let group = groupByID.updateValue(newGroup, forKey: id) {
                groupByID[id] = group
                groupOfUse.append(group)
                if text != firstTexts[group] {
                    groupConflicts[group] = true
                    anyConflict = true
                }
            } else {
                firstTexts.append(text)
                groupConflicts.append(false)
                groupOfUse.append(newGroup)
            }
        }

        /// Whether the ID of the use at `index` (in walk order) labels more than one text.
        func conflicts(use index: Int) -> Bool {
            groupConflicts[groupOfUse[index]]
        }
    }
}
