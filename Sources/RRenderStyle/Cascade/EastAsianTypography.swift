import RRenderCore

/// The inherited properties of East Asian typography that draw beside the text rather than
/// change it: ruby placement (CSS Ruby 1 §4), emphasis marks (CSS Text Decoration 3 §3) and
/// horizontal-in-vertical composition (CSS Writing Modes 3 §9.1). All inherited.
public struct EastAsianTypography: Sendable, Hashable {
    /// `ruby-position`.
    public var rubyPosition: RubyPosition = .over
    /// `ruby-align`.
    public var rubyAlign: RubyAlign = .spaceAround
    /// `text-emphasis-style`; nil is `none`.
    public var emphasisStyle: EmphasisStyle?
    /// `text-emphasis-color`; nil is `currentcolor`.
    public var emphasisColor: Color?
    /// `text-emphasis-position`.
    public var emphasisPosition = EmphasisPosition()
    /// `text-combine-upright`.
    public var combineUpright: CombineUpright = .none

    public init() {}
}

/// `ruby-position` (CSS Ruby 1 §4.1): over the base (to the right in vertical text) or under
/// it (to the left). `inter-character` and `alternate` are taken as `over`.
public enum RubyPosition: String, Sendable, Hashable { case over, under }

/// `ruby-align` (CSS Ruby 1 §4.2): how a base and its annotation share their extra room.
public enum RubyAlign: String, Sendable, Hashable {
    case start, center, spaceBetween = "space-between", spaceAround = "space-around"
}

/// `text-emphasis-style` (CSS Text Decoration 3 §3.1).
public enum EmphasisStyle: Sendable, Hashable {
    /// A shape, filled or open; a nil shape is `sesame` in vertical text and `circle` in
    /// horizontal text (the spec's default when only filled/open is given).
    case shape(EmphasisShape?, filled: Bool)
    /// A mark given as a string (its first grapheme is drawn).
    case string(String)

    /// The mark to draw, in a writing mode.
    public func mark(vertical: Bool) -> String {
        switch self {
        case .string(let text): return text.first.map(String.init) ?? ""
        case .shape(let shape, let filled):
            let chosen = shape ?? (vertical ? .sesame : .circle)
            return filled ? chosen.filled : chosen.open
        }
    }
}

/// The marks of `text-emphasis-style` and the characters CSS draws them with.
public enum EmphasisShape: String, Sendable, Hashable, CaseIterable {
    case dot, circle, doubleCircle = "double-circle", triangle, sesame

    var filled: String {
        switch self {
        case .dot: "\u{2022}"
        case .circle: "\u{25CF}"
        case .doubleCircle: "\u{25C9}"
        case .triangle: "\u{25B2}"
        case .sesame: "\u{FE45}"
        }
    }

    var open: String {
        switch self {
        case .dot: "\u{25E6}"
        case .circle: "\u{25CB}"
        case .doubleCircle: "\u{25CE}"
        case .triangle: "\u{25B3}"
        case .sesame: "\u{FE46}"
        }
    }
}

/// `text-emphasis-position` (CSS Text Decoration 3 §3.4): over or under in horizontal text,
/// right or left in vertical text. The initial value is `over right`.
public struct EmphasisPosition: Sendable, Hashable {
    public var over = true
    public var right = true

    public init(over: Bool = true, right: Bool = true) {
        self.over = over
        self.right = right
    }
}

/// `text-combine-upright` (CSS Writing Modes 3 §9.1): in vertical text, a few characters set
/// side by side in the space of one (tate-chu-yoko).
public enum CombineUpright: Sendable, Hashable {
    case none
    /// All the consecutive characters of the element's text.
    case all
    /// Each run of 1...n ASCII digits (n from 2 to 4).
    case digits(Int)
}
