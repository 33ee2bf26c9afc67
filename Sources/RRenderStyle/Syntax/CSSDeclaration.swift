/// A declaration `name: value [!important]` (CSS Syntax 3 §5.4.6).
public struct CSSDeclaration: Hashable, Sendable {
    /// The property name, ASCII-lowercased; custom properties (`--x`) keep their case.
    public var name: String
    /// The value, without leading and trailing whitespace and without `!important`.
    public var value: [CSSComponentValue]
    /// True when the declaration ended with `!important`.
    public var important: Bool
    /// The 1-based source line of the property name (0 when unknown).
    public var line: Int

    /// Creates a declaration; `name` is stored as given.
    public init(name: String, value: [CSSComponentValue], important: Bool = false, line: Int = 0) {
        self.name = name
        self.value = value
        self.important = important
        self.line = line
    }

    /// True for a custom property (`--name`).
    public var isCustomProperty: Bool { name.hasPrefix("--") }
}
