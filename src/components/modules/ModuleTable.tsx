/**
 * The table with the parts of its game's modules (table/Table.tsx with `parts`), asked for by
 * the modules in the view (useModules.ts): what every page that shows a table uses. A module's parts
 * appear as soon as its widgets have loaded (at once when they already have).
 */
import { Table, type TableProps } from '../table/Table.tsx';
import { useModuleWidgets } from './useModules.ts';

export function ModuleTable(props: Omit<TableProps, 'parts'>) {
  const widgets = useModuleWidgets(Object.keys(props.view.modules));
  return <Table {...props} parts={widgets.list.flatMap((w) => (w.table ? [w.table] : []))} />;
}
