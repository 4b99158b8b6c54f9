/**
 * @generated SignedSource<<145f2515b427542314724f9b3fa69719>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationCard_application$data = {
  readonly applicant: {
    readonly id: string;
  } | null | undefined;
  readonly contractDays: number | null | undefined;
  readonly coverLetter: string;
  readonly email: string;
  readonly fullName: string;
  readonly hideIdentity: boolean;
  readonly id: string;
  readonly phone: string;
  readonly requestedSalaryRials: number | null | undefined;
  readonly status: ApplicationStatus;
  readonly submittedAt: string;
  readonly " $fragmentType": "ApplicationCard_application";
};
export type ApplicationCard_application$key = {
  readonly " $data"?: ApplicationCard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_application">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationCard_application",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverLetter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedSalaryRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideIdentity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "JobApplication",
  "abstractKey": null
};
})();

(node as any).hash = "d061a63de83d6e82825c8328c8f52259";

export default node;
