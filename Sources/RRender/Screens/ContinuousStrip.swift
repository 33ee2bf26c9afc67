import RRenderLayout
import Synchronization

/// The geometry of a `scrolled-continuous` run: its resources' flows one after another in one
/// strip, cut into windows one content area high. A resource starts where the one before it
/// ends, so its windows start partway down a screen (its `shift`); its pages are its windows,
/// and its page `j` is screen `firstScreen + j` of the run.
///
/// A resource is measured when it is laid out (`record`). One that cannot continue the strip
/// (vertical text, which pages across; or `@page` margins that change the window's height) is
/// "paged": it starts on a screen of its own and fills whole screens.
final class ContinuousStrip: Sendable {
    /// The reading-order items of the run, in order.
    let resources: Range<Int>
    /// The height of a window: the content area's.
    let windowHeight: Double

    /// What laying a resource out found.
    struct Extent: Sendable, Equatable {
        /// The flow's height.
        var length: Double
        /// True when the resource is cut into whole screens of its own.
        var paged: Bool
        /// Its page count when paged.
        var pageCount: Int
    }

    private let extents = Mutex<[Int: Extent]>([:])

    init(resources: Range<Int>, windowHeight: Double) {
        self.resources = resources
        self.windowHeight = max(1, windowHeight)
    }

    func record(_ extent: Extent, of resource: Int) {
        extents.withLock { $0[resource] = extent }
    }

    func extent(of resource: Int) -> Extent? {
        extents.withLock { $0[resource] }
    }

    /// The resources before `resource` in the run not measured yet.
    func unmeasured(before resource: Int) -> [Int] {
        let known = extents.withLock { $0 }
        return (resources.lowerBound..<resource).filter { known[$0] == nil }
    }

    /// Where `resource` starts in the strip, nil while one before it is not measured. A paged
    /// resource (when `resource`'s own extent is known) starts on a screen's top.
    func offset(of resource: Int) -> Double? {
        let known = extents.withLock { $0 }
        var offset = 0.0
        for earlier in resources.lowerBound..<resource {
            guard let extent = known[earlier] else { return nil }
            if extent.paged {
                offset = screenTop(atOrAfter: offset) + Double(extent.pageCount) * windowHeight
            } else {
                offset += extent.length
            }
        }
        if known[resource]?.paged == true { offset = screenTop(atOrAfter: offset) }
        return offset
    }

    /// The top of the first screen at or below `y`.
    private func screenTop(atOrAfter y: Double) -> Double {
        (y / windowHeight - 1e-9).rounded(.up) * windowHeight
    }

    /// The screen of the run where `resource` starts.
    func firstScreen(of resource: Int) -> Int? {
        offset(of: resource).map { Int(($0 / windowHeight + 1e-9).rounded(.down)) }
    }

    /// How far above the flow of `resource` its first window starts.
    func shift(of resource: Int) -> Double? {
        guard let offset = offset(of: resource), let first = firstScreen(of: resource) else { return nil }
        return max(0, offset - Double(first) * windowHeight)
    }

    /// The number of pages (windows) of `resource`, nil until it and those before it are measured.
    func pageCount(of resource: Int) -> Int? {
        guard let extent = extent(of: resource), let shift = shift(of: resource) else { return nil }
        if extent.paged { return extent.pageCount }
        return PageAssembler.windowCount(flowHeight: extent.length, windowHeight: windowHeight, shift: shift)
    }

    /// Where `resource`'s content lies in the strip: from its offset, its flow's height down
    /// (its pages' height when paged).
    func span(of resource: Int) -> ClosedRange<Double>? {
        guard let offset = offset(of: resource), let extent = extent(of: resource), let pages = pageCount(of: resource)
        else { return nil }
        return offset...(offset + (extent.paged ? Double(pages) * windowHeight : extent.length))
    }

    /// The number of screens, nil until every resource is measured.
    var screenCount: Int? {
        guard let last = resources.last, let first = firstScreen(of: last), let pages = pageCount(of: last) else {
            return resources.isEmpty ? 0 : nil
        }
        return first + pages
    }

    /// The pages (resource, page) screen `index` shows, top to bottom: each resource whose
    /// windows reach it.
    func pages(onScreen index: Int) -> [(resource: Int, page: Int)] {
        resources.compactMap { resource in
            guard let first = firstScreen(of: resource), let pages = pageCount(of: resource),
                index >= first, index < first + pages
            else { return nil }
            return (resource, index - first)
        }
    }
}
