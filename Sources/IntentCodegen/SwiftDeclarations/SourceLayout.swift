/// How source text is laid out: what one indentation level is and how long a line may be.
///
/// Generated files keep one fixed layout (``generated``, `swift-format`'s defaults); code a
/// team owns (`intentc migrate`) takes the team's, read from its `.swift-format` or
/// `.editorconfig` or given on the command line, else Xcode's (``xcode``).
public struct SourceLayout: Sendable, Hashable {
    /// One indentation level.
    public enum Indentation: Sendable, Hashable {
        /// That many spaces.
        case spaces(Int)
        /// That many tab characters.
        case tabs(Int)
    }

    /// One indentation level.
    public var indentation: Indentation
    /// The longest a line may be, in columns.
    public var lineLength: Int
    /// The columns a tab character counts for when a line is measured (`swift-format`'s
    /// `tabWidth`).
    public var tabWidth: Int

    /// Creates a layout; counts below one are taken as one.
    public init(indentation: Indentation, lineLength: Int, tabWidth: Int = 8) {
        switch indentation {
        case .spaces(let count): self.indentation = .spaces(max(count, 1))
        case .tabs(let count): self.indentation = .tabs(max(count, 1))
        }
        self.lineLength = max(lineLength, 1)
        self.tabWidth = max(tabWidth, 1)
    }

    /// Generated files: two spaces, 100 columns (`swift-format`'s defaults).
    public static let generated = SourceLayout(indentation: .spaces(2), lineLength: 100)
    /// Xcode's defaults, for owned code in a project that states no style: four spaces, and
    /// 120 columns.
    public static let xcode = SourceLayout(indentation: .spaces(4), lineLength: 120)

    /// The text of one indentation level.
    var unit: String {
        switch indentation {
        case .spaces(let count): String(repeating: " ", count: count)
        case .tabs(let count): String(repeating: "\t", count: count)
        }
    }

    /// The columns one indentation level takes.
    var unitColumns: Int {
        switch indentation {
        case .spaces(let count): count
        case .tabs(let count): count * tabWidth
        }
    }
}
