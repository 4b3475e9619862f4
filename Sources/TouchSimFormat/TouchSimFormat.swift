/// The tools built on a replay: golden runs, render, import, why and authoring.
public enum TouchSimFormat {}
