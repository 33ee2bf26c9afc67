import Foundation

/// Which pages to render: `all`, or a comma list of numbers and ranges (`1-20,31`).
enum PageSelection: Equatable {
    case all
    case list([Int])

    init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "all" {
            self = .all
            return
        }
        var numbers: [Int] = []
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            switch bounds.count {
            case 1:
                guard let n = bounds[0], n >= 1 else { return nil }
                numbers.append(n)
            case 2:
                guard let low = bounds[0], let high = bounds[1], low >= 1, high >= low, high - low < 1_000_000 else { return nil }
                numbers += Array(low...high)
            default:
                return nil
            }
        }
        guard !numbers.isEmpty else { return nil }
        self = .list(numbers)
    }

    /// True for `all` (a book may have one page, but the request is for every page) and for a
    /// list of two different pages or more.
    var namesSeveralPages: Bool {
        switch self {
        case .all: true
        case .list(let numbers): Set(numbers).count > 1
        }
    }

    /// The page numbers, each once, in order; `pageCount` is only asked for `all` and to check ranges.
    func pageNumbers(pageCount: () -> Int) throws -> [Int] {
        switch self {
        case .all:
            return Array(1...max(1, pageCount()))
        case .list(let numbers):
            var seen: Set<Int> = []
            return numbers.filter { seen.insert($0).inserted }
        }
    }
}
