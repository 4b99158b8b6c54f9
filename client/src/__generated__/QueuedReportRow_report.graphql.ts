/**
 * @generated SignedSource<<eee360645385c8a382fc21e71a5c5d4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportFailure = "NO_ADDRESS" | "UNDELIVERABLE" | "%future added value";
export type ReportState = "FAILED" | "PENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QueuedReportRow_report$data = {
  readonly dueAt: string | null | undefined;
  readonly failure: ReportFailure | null | undefined;
  readonly id: string;
  readonly scoredAt: string;
  readonly sentAt: string | null | undefined;
  readonly state: ReportState;
  readonly taker: {
    readonly displayName: string;
    readonly email: string | null | undefined;
  };
  readonly testTitle: string;
  readonly " $fragmentType": "QueuedReportRow_report";
};
export type QueuedReportRow_report$key = {
  readonly " $data"?: QueuedReportRow_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"QueuedReportRow_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QueuedReportRow_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failure",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "taker",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QueuedReport",
  "abstractKey": null
};

(node as any).hash = "262aeac7d2c5744daf36d9fe93b15353";

export default node;
