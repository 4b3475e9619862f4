import _TouchSimStorage

/// A batch of records on its way from the engine to the output (`RecordOutput`), each built in
/// place and moved out once; in a concurrent replay, on the engine's thread and then the
/// writer's.
public typealias RecordBuffer = BatchBuffer<Record>
