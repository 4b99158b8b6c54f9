/**
 * @generated SignedSource<<de078c5b1a859a4e10664e9e2317e114>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationForm_job$data = {
  readonly id: string;
  readonly slug: string;
  readonly tests: ReadonlyArray<{
    readonly required: boolean;
    readonly test: {
      readonly id: string;
    } | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"JobTestList_job">;
  readonly " $fragmentType": "ApplicationForm_job";
};
export type ApplicationForm_job$key = {
  readonly " $data"?: ApplicationForm_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_job">;
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
  "name": "ApplicationForm_job",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobTest",
      "kind": "LinkedField",
      "name": "tests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Test",
          "kind": "LinkedField",
          "name": "test",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "JobTestList_job"
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "e8be68178fcf9ab1d66db4095f378b5c";

export default node;
