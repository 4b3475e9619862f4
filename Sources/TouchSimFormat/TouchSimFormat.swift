/// Reading scenarios and writing output.
public enum TouchSimFormat {}
