"""Picture Pie scenes: the table, its layout, results and demo scenes."""
