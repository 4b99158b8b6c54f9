/**
 * @generated SignedSource<<f96715f781edcdb6e892cc87e44e936b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "INAPPROPRIATE" | "OTHER" | "SPAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReportCard_report$data = {
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly messageBody: string;
  readonly messageSender: {
    readonly displayName: string;
  };
  readonly messageSentAt: string;
  readonly reason: ReportReason;
  readonly reporter: {
    readonly displayName: string;
  };
  readonly " $fragmentType": "ReportCard_report";
};
export type ReportCard_report$key = {
  readonly " $data"?: ReportCard_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportCard_report">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportCard_report",
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
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageBody",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageSentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "messageSender",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "MessageReport",
  "abstractKey": null
};
})();

(node as any).hash = "fd636770242bc1f5ed3a686a94fccb06";

export default node;
