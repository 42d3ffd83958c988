import IntentCodegen
import IntentDefinition

/// The layout a `.swift-format` file sets: `indentation` (`{"spaces": n}` or `{"tabs": n}`),
/// `lineLength` and `tabWidth`; a setting it leaves out has `swift-format`'s default (2 spaces,
/// 100 columns, tabs 8 columns wide), as `swift-format` itself reads the file.
enum SwiftFormatStyle {
    /// The style of the `.swift-format` at `path`, whose text is `text`.
    static func read(_ path: String, text: String) -> ProjectStyle {
        var style = ProjectStyle(layout: .generated, origin: path)
        let json: LocatedJSON
        do throws(LocatedJSONParser.SyntaxError) {
            json = try LocatedJSONParser.parse(Array(text.utf8), file: path)
        } catch {
            style.diagnostics.append(unreadable("it is not valid JSON: \(error.message)", at: error.location))
            return style
        }
        guard case .object(let members) = json.value else {
            style.diagnostics.append(unreadable("it is \(json.typeName), not an object", at: json.location))
            return style
        }
        for member in members {
            switch member.key {
            case "lineLength":
                if let count = positiveInteger(member, into: &style.diagnostics) { style.layout.lineLength = count }
            case "tabWidth":
                if let count = positiveInteger(member, into: &style.diagnostics) { style.layout.tabWidth = count }
            case "indentation":
                if let indentation = indentation(member.value, into: &style.diagnostics) {
                    style.layout.indentation = indentation
                }
            default:
                continue  // other settings do not shape the layout
            }
        }
        return style
    }

    /// `{"spaces": n}` or `{"tabs": n}`.
    private static func indentation(_ value: LocatedJSON, into diagnostics: inout [Diagnostic])
        -> SourceLayout.Indentation?
    {
        guard case .object(let members) = value.value, members.count == 1, let member = members.first,
            member.key == "spaces" || member.key == "tabs"
        else {
            diagnostics.append(unreadable("'indentation' is not {\"spaces\": n} or {\"tabs\": n}", at: value.location))
            return nil
        }
        guard let count = positiveInteger(member, into: &diagnostics) else { return nil }
        return member.key == "spaces" ? .spaces(count) : .tabs(count)
    }

    /// The member's value when it is a whole number above zero; else an IC134 and nil.
    private static func positiveInteger(_ member: LocatedJSON.Member, into diagnostics: inout [Diagnostic]) -> Int? {
        if case .number(let number) = member.value.value, number >= 1, number <= 10_000,
            number == number.rounded()
        {
            return Int(number)
        }
        diagnostics.append(unreadable("'\(member.key)' is not a whole number above zero", at: member.value.location))
        return nil
    }

    private static func unreadable(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .styleSettingUnreadable, "cannot read the layout of '\(location.file)': \(reason); it is ignored",
            at: location)
    }
}
