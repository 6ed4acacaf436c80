/**
 * A phone's card: the table's own width query (DataTable lays rows out as cards below 36rem of its
 * width), where values line up at the end of each line, stacked ones too.
 */
export const onCard = '@container (max-width: 35.99rem)';
