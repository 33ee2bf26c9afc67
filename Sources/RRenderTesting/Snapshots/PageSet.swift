import RRender

/// Which pages a snapshot run takes.
public enum PageSet: Sendable, Equatable {
    /// Every page.
    case all
    /// These page numbers (from 1, across the publication).
    case numbers([Int])
    /// The first page of every table-of-contents entry.
    case tableOfContents

    /// The page numbers of `renderer`'s publication, each once, in order; numbers past the
    /// last page are dropped.
    public func pageNumbers(in renderer: any FrameSource) -> [Int] {
        let count = renderer.pageCount()
        switch self {
        case .all:
            return Array(stride(from: 1, through: count, by: 1))
        case .numbers(let numbers):
            return Array(Set(numbers.filter { (1...max(1, count)).contains($0) })).sorted()
        case .tableOfContents:
            var numbers: Set<Int> = []
            func collect(_ links: [Link]) {
                for link in links {
                    let locator = Locator(href: link.href, mediaType: link.mediaType ?? .xhtml)
                    if let number = renderer.pageNumber(for: locator) { numbers.insert(number) }
                    collect(link.children)
                }
            }
            collect(renderer.publication.tableOfContents)
            return numbers.sorted()
        }
    }
}
