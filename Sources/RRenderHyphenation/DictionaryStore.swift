import Foundation
import Synchronization

/// The dictionaries loaded in this process, by real path: each file is read at most once (the
/// symlinks Debian installs, such as `hyph_de_AT.dic` → `hyph_de_DE.dic`, share one load) and
/// kept for the life of the process, as is a failure, so a broken file is not retried per word.
///
/// Loading can be slow: libhyphen builds the German dictionary's automaton in about 3.5 s of
/// CPU (and 39 MB), against 10 ms for English. So each file has its own lock: threads that need
/// the same file wait for its one load, while other languages go on.
final class DictionaryStore: Sendable {
    /// The store every `LibHyphenHyphenator` uses.
    static let shared = DictionaryStore()

    private let slots = Mutex<[String: Slot]>([:])

    /// The dictionary in `path`, loading it on first use.
    func dictionary(at path: String) -> Result<HyphenDictionary, HyphenationError> {
        let realPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let slot = slots.withLock { slots in
            if let slot = slots[realPath] { return slot }
            let slot = Slot()
            slots[realPath] = slot
            return slot
        }
        return slot.loaded.withLock { loaded in
            if let loaded { return loaded }
            let result = Result { () throws(HyphenationError) in try HyphenDictionary(path: realPath) }
            loaded = result
            return result
        }
    }

    /// One file's load, done once.
    private final class Slot: Sendable {
        let loaded = Mutex<Result<HyphenDictionary, HyphenationError>?>(nil)
    }
}
