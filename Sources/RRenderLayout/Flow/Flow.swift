import RRenderCore
import RRenderStyle

/// One resource laid out as a continuous strip at the page width: what pagination cuts into
/// pages. Content is grouped into atoms (a line, an image, a table row) that are never split,
/// with a break point before each atom; box decorations span atoms and are clipped per page.
public final class Flow {
    public internal(set) var atoms: [Atom] = []
    /// `breaks[i]` is the break point before `atoms[i]` (`breaks[0]` is never used).
    public internal(set) var breaks: [BreakPoint] = []
    /// Backgrounds and borders of blocks that hold atoms, in painting order.
    public internal(set) var decorations: [BoxFragment] = []
    /// Element ids and the atom they start at.
    public internal(set) var anchors: [String: Int] = [:]
    /// The bottom of the content.
    public internal(set) var height: Double = 0
    /// Table headers drawn again at the top of the pages their table continues on.
    public internal(set) var repeatedHeaders: [RepeatedHeader] = []
    /// The page background the document asks for (root or body background).
    public var canvasBackground: Color?
    /// The page's background image layers: the root's, or the body's when the root has no
    /// background (CSS Backgrounds 3 §2.11.2); nil when there are none.
    public internal(set) var canvasLayers: BoxEffectsStyle?

    public init() {}
}

/// An unbreakable vertical slice of content and the fragments that make it.
public struct Atom {
    public var top: Double
    public var bottom: Double
    public var fragments: [Fragment]
    public var links: [LinkRegion]
    /// Drawn only when a page ends right after the atom: the bottom edges of table cells whose
    /// collapsed border the row below would have drawn.
    public var closingFragments: [Fragment] = []
}

/// A place between two atoms where a page may end (CSS Fragmentation 3 §4).
public struct BreakPoint: Sendable, Hashable {
    /// How welcome a break is here.
    public enum Kind: Int, Sendable, Comparable {
        /// Breaking here violates `break-*: avoid`, orphans/widows or keeps a heading apart from
        /// what follows: only used when nothing better fits.
        case avoid
        /// A normal break opportunity.
        case allowed
        /// `break-before/after: page`: the page must end here.
        case forced

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    public var kind: Kind
    /// Where the next page starts when it breaks here: the top of the first box after the
    /// break (margins at an unforced break are truncated, CSS Fragmentation 3 §5.2).
    public var resumeY: Double
}
