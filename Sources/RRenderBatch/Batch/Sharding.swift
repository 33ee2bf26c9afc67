import RRender

/// A stable subset of a batch, for running it on several machines: each input goes to shard
/// `hash(relativePath) mod count`, so adding books never moves others between shards.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The shard, from 1.
    public let index: Int
    /// How many shards.
    public let count: Int
    /// Where the shard came from (`--shard`, or the environment variables that gave it).
    public let source: String

    /// A shard; nil unless 1 ≤ `index` ≤ `count`.
    public init?(index: Int, count: Int, source: String = "--shard") {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
        self.source = source
    }

    /// A shard written `I/N` (1-based).
    public init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The shard the environment assigns: a Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`,
    /// 0-based, with `RRENDER_SHARDS`) or a Slurm array (`SLURM_ARRAY_TASK_ID` and
    /// `SLURM_ARRAY_TASK_COUNT`; task ids from 0 or 1, as `--array` numbers them, taken modulo
    /// the count). Nil when neither is set.
    public init?(environment: [String: String]) {
        if let index = environment["JOB_COMPLETION_INDEX"].flatMap({ Int($0) }),
            let count = environment["RRENDER_SHARDS"].flatMap({ Int($0) })
        {
            self.init(index: index + 1, count: count, source: "JOB_COMPLETION_INDEX=\(index), RRENDER_SHARDS=\(count)")
        } else if let task = environment["SLURM_ARRAY_TASK_ID"].flatMap({ Int($0) }),
            let count = environment["SLURM_ARRAY_TASK_COUNT"].flatMap({ Int($0) }), count > 0
        {
            let minimum = environment["SLURM_ARRAY_TASK_MIN"].flatMap { Int($0) } ?? 0
            let offset = ((task - minimum) % count + count) % count
            self.init(
                index: offset + 1, count: count,
                source: "SLURM_ARRAY_TASK_ID=\(task), SLURM_ARRAY_TASK_COUNT=\(count)")
        } else {
            return nil
        }
    }

    /// True when `input` belongs to this shard.
    public func contains(_ input: BatchInput) -> Bool {
        Int(Self.hash(input.relativePath) % UInt64(count)) == index - 1
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// FNV-1a (64 bits) of the UTF-8 bytes: the same on every machine and in every process.
    public static func hash(_ text: String) -> UInt64 { FNV1a.hash(text.utf8) }
}
