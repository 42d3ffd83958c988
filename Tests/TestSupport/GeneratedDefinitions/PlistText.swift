/// A property-list value as a definition holds it, written the way Xcode writes a
/// `.intentdefinition`: an XML plist with one tab per level, every dictionary's keys sorted by
/// their bytes, `<array/>` for an empty array and only the standard entities escaped.
public indirect enum PlistValue: Sendable, Hashable {
    case dictionary([String: PlistValue])
    case array([PlistValue])
    case string(String)
    case integer(Int)
    /// An unsigned 64-bit integer (the hash some Xcode versions write).
    case unsignedInteger(UInt64)
    case real(Double)
    case bool(Bool)
    /// `<data>` holding nothing but whitespace: what Xcode leaves when a bound is cleared.
    case emptyData

    /// The whole file: the XML declaration, the DOCTYPE, `<plist>` around `self`, and one
    /// trailing newline.
    public func plistFile() -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(into: &text, depth: 0)
        text += "</plist>\n"
        return text
    }

    private func write(into text: inout String, depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .dictionary(let entries) where entries.isEmpty:
            text += indent + "<dict/>\n"
        case .dictionary(let entries):
            text += indent + "<dict>\n"
            for key in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                text += indent + "\t<key>" + Self.escaped(key) + "</key>\n"
                entries[key]!.write(into: &text, depth: depth + 1)
            }
            text += indent + "</dict>\n"
        case .array(let items) where items.isEmpty:
            text += indent + "<array/>\n"
        case .array(let items):
            text += indent + "<array>\n"
            for item in items { item.write(into: &text, depth: depth + 1) }
            text += indent + "</array>\n"
        case .string(let string):
            text += indent + "<string>" + Self.escaped(string) + "</string>\n"
        case .integer(let value):
            text += indent + "<integer>\(value)</integer>\n"
        case .unsignedInteger(let value):
            text += indent + "<integer>\(value)</integer>\n"
        case .real(let value):
            // Xcode writes a whole real without a decimal point: `<real>30</real>`.
            let written = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
            text += indent + "<real>" + written + "</real>\n"
        case .bool(let value):
            text += indent + (value ? "<true/>\n" : "<false/>\n")
        case .emptyData:
            text += indent + "<data>\n" + indent + "</data>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
