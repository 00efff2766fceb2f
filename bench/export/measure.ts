// One measurement of bench/export, in a process of its own so the memory of one way of writing
// never counts against the other: `node --expose-gc --import tsx bench/export/measure.ts <json>`
// with { mode: 'stream' | 'memory', databaseUrl, databaseSchema?, tenantId, file, rowLimit }.
//   stream — the product's export: TalentExportService.plan + write (the talent list's batches,
//            exceljs's streaming WorkbookWriter into a file), as the talent-export task runs it;
//   memory — the same rows read through the same batches, put in an in-memory exceljs Workbook,
//            then written to a file (what the export would cost without the streaming writer).
// Prints one JSON line: { seconds, rows, bytes, baselineMb, peakMb, growthMb }.
import { statSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  TALENT_EXPORT_COLUMN,
  TALENT_EXPORT_COLUMN_KEYS,
  TalentExportRequest,
} from '../../packages/domain/src/contracts/exports';
import { createDatabase } from '../../apps/server/src/db/database';
import { AuditRepository } from '../../apps/server/src/platform/audit/audit.repository';
import { systemClock } from '../../apps/server/src/platform/clock';
import { ExportTemplateRepository } from '../../apps/server/src/features/exports/export-template.repository';
import { ExportTemplateService } from '../../apps/server/src/features/exports/export-template.service';
import { TALENT_EXPORT_VALUE } from '../../apps/server/src/features/talent/talent-export';
import {
  EXPORT_BATCH_SIZE,
  TalentExportService,
} from '../../apps/server/src/features/talent/talent-export.service';
import { TalentService } from '../../apps/server/src/features/talent/talent.service';

interface Args {
  mode: 'stream' | 'memory';
  databaseUrl: string;
  databaseSchema?: string;
  tenantId: string;
  operatorId: string;
  file: string;
  rowLimit: number;
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const MB = 1024 * 1024;

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function main(): Promise<void> {
  const handle = createDatabase({
    databaseUrl: args.databaseUrl,
    databaseSchema: args.databaseSchema,
    dataDir: path.dirname(args.file),
  });
  const talent = new TalentService(handle.db, systemClock);
  const exporter = new TalentExportService(
    talent,
    new ExportTemplateService(new ExportTemplateRepository(handle.db), systemClock),
    new AuditRepository(handle.db),
    systemClock,
    { rowLimit: args.rowLimit, syncMaxRows: 0, batchSize: EXPORT_BATCH_SIZE },
  );
  const ctx = { tenantId: args.tenantId, operatorId: args.operatorId, projectId: null };
  // Every column of the catalogue (30), the whole tenant, in the list's default order.
  const request = TalentExportRequest.parse({ columns: [...TALENT_EXPORT_COLUMN_KEYS], selection: {} });

  // Warm the code paths and the connection before the baseline, so neither counts as growth.
  await talent.exportTotal(ctx, { sort: request.sort });
  gc();
  gc();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 10);
  const start = performance.now();
  let rows = 0;
  if (args.mode === 'stream') {
    const plan = await exporter.plan(ctx, request, false);
    rows = await exporter.write(
      ctx,
      plan,
      { filename: args.file },
      { action: 'BENCH export', ip: '', taskId: null },
      sample,
    );
  } else {
    const plan = await exporter.plan(ctx, request, false);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('人才列表');
    sheet.columns = plan.columns.map((key) => ({
      header: TALENT_EXPORT_COLUMN[key].label,
      key,
      width: TALENT_EXPORT_COLUMN[key].width,
    }));
    const values = plan.columns.map((key) => TALENT_EXPORT_VALUE[key]);
    for await (const batch of talent.exportBatches(ctx, plan.target, plan.columns, {
      batchSize: EXPORT_BATCH_SIZE,
      limit: args.rowLimit,
    })) {
      for (const row of batch) sheet.addRow(values.map((value) => value(row)));
      rows += batch.length;
      sample();
    }
    await workbook.xlsx.writeFile(args.file);
  }
  const seconds = (performance.now() - start) / 1000;
  sample();
  clearInterval(timer);
  await handle.destroy();
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(
    JSON.stringify({
      seconds: Math.round(seconds * 100) / 100,
      rows,
      bytes: statSync(args.file).size,
      baselineMb: round(baseline / MB),
      peakMb: round(peak / MB),
      growthMb: round((peak - baseline) / MB),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
