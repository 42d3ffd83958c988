import Foundation
import IntentDefinition
import TestSupport

/// Writes a property-list tree back as XML with every dictionary's keys in a different order,
/// to check that nothing downstream of the reader depends on key order.
enum KeyShuffledPlist {
    /// The XML document for `root`, each dictionary's entries shuffled by a generator seeded with
    /// `seed` (seed nil keeps the file order).
    static func document(_ root: PlistNode, seed: UInt64?) -> String {
        var generator = SeededGenerator(seed: seed ?? 0)
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(root, depth: 0, shuffled: seed != nil, using: &generator, to: &text)
        return text + "</plist>\n"
    }

    private static func write(
        _ node: PlistNode, depth: Int, shuffled: Bool, using generator: inout SeededGenerator,
        to text: inout String
    ) {
        let pad = String(repeating: "\t", count: depth)
        switch node.value {
        case .dictionary(let entries):
            text += pad + "<dict>\n"
            for entry in shuffled ? entries.shuffled(using: &generator) : Array(entries) {
                text += pad + "\t<key>" + escaped(entry.key) + "</key>\n"
                write(entry.value, depth: depth + 1, shuffled: shuffled, using: &generator, to: &text)
            }
            text += pad + "</dict>\n"
        case .array(let elements):
            text += pad + "<array>\n"
            for element in elements {
                write(element, depth: depth + 1, shuffled: shuffled, using: &generator, to: &text)
            }
            text += pad + "</array>\n"
        case .string(let string): text += pad + "<string>" + escaped(string) + "</string>\n"
        case .integer(let integer): text += pad + "<integer>\(integer)</integer>\n"
        case .unsignedInteger(let integer): text += pad + "<integer>\(integer)</integer>\n"
        case .real(let real): text += pad + "<real>\(real)</real>\n"
        case .boolean(let boolean): text += pad + (boolean ? "<true/>\n" : "<false/>\n")
        case .date(let date): text += pad + "<date>" + escaped(date) + "</date>\n"
        case .data(let bytes): text += pad + "<data>" + Data(bytes).base64EncodedString() + "</data>\n"
        }
    }

    /// XML character data for `text` (carriage returns as references, which XML keeps).
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
