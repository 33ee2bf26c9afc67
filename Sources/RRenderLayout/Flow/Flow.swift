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
    /// Absolutely positioned boxes (CSS 2.1 §9.6), laid out, by the atom whose page shows them
    /// (ascending): they are out of the flow, so no atom holds them.
    public internal(set) var positioned: [PositionedBox] = []
    /// The paint layers of decorations of `position: relative` blocks, by index in `decorations`.
    public internal(set) var decorationLayers: [Int: PaintLayer] = [:]
    /// The page's background image layers: the root's, or the body's when the root has no
    /// background (CSS Backgrounds 3 §2.11.2); nil when there are none.
    public internal(set) var canvasLayers: BoxEffectsStyle?

    public init() {}
}

/// An unbreakable vertical slice of content and the fragments that make it.
public struct Atom {
    public var top: Double
    public var bottom: Double
    /// What the atom draws: first its `backgroundCount` block backgrounds, then the rest.
    public var fragments: [Fragment]
    public var links: [LinkRegion]
    /// Drawn only when a page ends right after the atom: the bottom edges of table cells whose
    /// collapsed border the row below would have drawn.
    public var closingFragments: [Fragment] = []
    /// How many of the first `fragments` are the background and borders of an in-flow block
    /// drawn as the atom (a box without content of its own): a page paints them before any
    /// float and any in-flow content (CSS 2.1 Appendix E, step 4 before steps 5 and 7).
    public var backgroundCount = 0
    /// True for a slice of a float's content (a float taller than a page, fragmented): a page
    /// paints it after the block backgrounds and before the in-flow content beside it (Appendix
    /// E, step 5).
    public var isFloat = false
    /// True for the first slice of a fragmented float.
    var startsFloat = false
    /// For an atom inside a `position: relative` block: the layer it is painted in among the
    /// positioned boxes; nil for in-flow content.
    public var layer: PaintLayer?
}

extension Flow {
    /// The fragments of `atoms` (the atoms of one page) in painting order: block backgrounds
    /// drawn as atoms, then the content in atom order, except that the fragmented floats'
    /// slices all go where the first of them is, before the in-flow content beside and below
    /// them (CSS 2.1 Appendix E: floats before in-flow inline content), or first when the page
    /// goes on with a float begun on the page before. That is also reading order: what is above
    /// the float, the float, what is beside and after it. The flow's `decorations` come before
    /// all of them.
    static func paintOrder(_ atoms: ArraySlice<Atom>) -> [Fragment] {
        if !atoms.contains(where: { $0.isFloat || $0.backgroundCount > 0 }) { return atoms.flatMap(\.fragments) }
        var backgrounds: [Fragment] = [], before: [Fragment] = [], floats: [Fragment] = [], after: [Fragment] = []
        var floatMet = false, continuesFloat = false
        for atom in atoms {
            if atom.isFloat {
                if !floatMet { continuesFloat = !atom.startsFloat }
                floats += atom.fragments
                floatMet = true
                continue
            }
            backgrounds += atom.fragments.prefix(atom.backgroundCount)
            let content = atom.fragments.dropFirst(atom.backgroundCount)
            if floatMet { after += content } else { before += content }
        }
        return continuesFloat ? backgrounds + floats + before + after : backgrounds + before + floats + after
    }
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

/// Where positioned content is painted: by `z-index`, then in tree order (CSS 2.1 Appendix E).
public struct PaintLayer: Sendable, Hashable {
    /// `z-index`, 0 for `auto`.
    public var zIndex: Int
    /// The box's place in the document, compared element by element.
    public var order: [Int]

    /// True when `self` is painted before `other`.
    func paintsBefore(_ other: PaintLayer) -> Bool {
        if zIndex != other.zIndex { return zIndex < other.zIndex }
        return order.lexicographicallyPrecedes(other.order)
    }
}
