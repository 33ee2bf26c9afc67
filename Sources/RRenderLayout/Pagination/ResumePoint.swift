/// Where laying out a flow can begin again in the middle: before a block, at a place where
/// nothing laid out earlier still acts on what comes next, with the state the flow had there.
/// Kept per page in the pagination cache, so that page N of a long chapter is laid out from
/// its own start (`PageAssembler.paginate(resumingAt:)`), not from the chapter's.
///
/// What a resumed flow needs from before the point, and why the rest is not needed:
/// - the cursor, the collapsed margin not yet resolved, and the break pending before the next
///   atom: saved;
/// - the tops of the blocks open around the point (their backgrounds and borders are drawn
///   from there): saved; their widths and positions come from their styles again;
/// - floats: none may reach below the point, none may wait to be placed;
/// - counters and list numbers: set when the box tree is built, before layout;
/// - a table's repeated header, columns, a `break-inside: avoid` block, a block making a new
///   formatting context, a relatively positioned or clipping block, a list marker not drawn
///   yet: never open around a point (such places are not recorded);
/// - absolutely positioned boxes: a flow holding any records no point.
/// What cannot be saved is simply not a point: the page is then laid out from an earlier
/// point, or from the chapter's start.
public struct ResumePoint: Sendable, Hashable {
    /// The block to lay out first: its index among its parent's children, from the root down.
    public var path: [Int]
    /// The atoms of the whole flow before the point: the resumed flow's atom 0 is this one.
    public var atom: Int
    /// The cursor (flow y) where the block's top margin starts.
    public var y: Double
    /// The collapsed margin pending at the point: the largest positive and the most negative.
    public var marginPositive: Double
    public var marginNegative: Double
    /// The top border edge of each block open around the point, from the root down (nil for a
    /// block whose top margin is not resolved yet).
    public var tops: [Double?]
    /// The break pending before the next atom (see `PendingBreak`).
    public var breakForced: Bool
    public var breakAvoided: Bool
    public var forcedResumeY: Double?
    public var resumeY: Double?

    public init(
        path: [Int], atom: Int, y: Double, marginPositive: Double, marginNegative: Double, tops: [Double?],
        breakForced: Bool = false, breakAvoided: Bool = false, forcedResumeY: Double? = nil, resumeY: Double? = nil
    ) {
        self.path = path
        self.atom = atom
        self.y = y
        self.marginPositive = marginPositive
        self.marginNegative = marginNegative
        self.tops = tops
        self.breakForced = breakForced
        self.breakAvoided = breakAvoided
        self.forcedResumeY = forcedResumeY
        self.resumeY = resumeY
    }
}

/// Where a page starts in the whole flow (its first column's break token), and the point its
/// layout can resume from: what the pagination cache keeps per page.
public struct PageStart: Sendable, Hashable {
    public var token: BreakToken
    public var point: ResumePoint

    public init(token: BreakToken, point: ResumePoint) {
        self.token = token
        self.point = point
    }
}

/// Finds, while a flow is laid out, the resume point of each page's start: the last point
/// recorded before the page's first atom. Tokens are fixed as the atoms come
/// (`PageBreaker.nextToken`), so only the points since the last page start are kept.
struct ResumePointRecorder {
    let breaker: PageBreaker
    private var candidates: [ResumePoint] = []
    /// The tokens fixed so far, from the flow's first.
    private(set) var tokens = [BreakToken(atom: 0, y: 0)]
    /// The point of each token in `tokens` (none for the first: a flow starts there).
    private(set) var points: [ResumePoint?] = [nil]

    init(pageHeight: Double) {
        breaker = PageBreaker(pageHeight: pageHeight)
    }

    /// Atoms no page may be resumed at (`forbid`).
    private var unresumable: [Range<Int>] = []

    /// Gives the pages that start at `atoms` no point: what is laid out there depends on the
    /// page before them, which a flow resumed at them does not know (the column sets after the
    /// first of columns that start part-way down a page).
    mutating func forbid(_ atoms: Range<Int>) {
        if !atoms.isEmpty { unresumable.append(atoms) }
    }

    /// The atom count of the last point recorded: a place with no atom since serves the same
    /// pages, and is not recorded again.
    var lastAtom: Int? { candidates.last?.atom }

    /// Records `point`, and fixes the page starts the atoms so far fix.
    mutating func record(_ point: ResumePoint, in flow: Flow) {
        candidates.append(point)
        advance(in: flow)
    }

    /// Fixes the tokens the atoms so far fix, giving each its point.
    private mutating func advance(in flow: Flow) {
        while let last = tokens.last, let next = breaker.nextToken(flow, after: last) { add(next) }
    }

    private mutating func add(_ token: BreakToken) {
        tokens.append(token)
        guard !unresumable.contains(where: { $0.contains(token.atom) }),
            let found = candidates.lastIndex(where: { $0.atom <= token.atom })
        else {
            points.append(nil)
            return
        }
        points.append(candidates[found])
        candidates.removeFirst(found)
    }

    /// The points of `finalTokens`, the whole flow's (those fixed during layout, then the rest).
    /// (A layout that stopped early has fixed more tokens than it keeps; one whose atoms moved
    /// after they were laid out, fragmented floats merged in, gets no points.)
    mutating func points(for finalTokens: [BreakToken]) -> [ResumePoint?] {
        let common = min(tokens.count, finalTokens.count)
        guard tokens[..<common].elementsEqual(finalTokens[..<common]) else { return finalTokens.map { _ in nil } }
        for token in finalTokens.dropFirst(tokens.count) { add(token) }
        return Array(points.prefix(finalTokens.count))
    }
}
