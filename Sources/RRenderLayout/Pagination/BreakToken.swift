/// Where a page starts in a resource's flow: the first atom on it and the flow y at its top.
/// A resource's pagination is the list of its pages' break tokens, so page N of a resource can
/// be assembled without laying out pages before it again.
public struct BreakToken: Sendable, Hashable {
    /// The index of the first atom on the page.
    public var atom: Int
    /// The flow y shown at the top of the page's content area.
    public var y: Double

    public init(atom: Int, y: Double) {
        self.atom = atom
        self.y = y
    }
}
