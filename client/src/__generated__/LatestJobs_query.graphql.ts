/**
 * @generated SignedSource<<2dce2b76836205f39f33cb3004a5bd96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestJobs_query$data = {
  readonly latestJobs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "LatestJobs_query";
};
export type LatestJobs_query$key = {
  readonly " $data"?: LatestJobs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestJobs_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestJobs_query",
  "selections": [
    {
      "alias": "latestJobs",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": "NEWEST"
        }
      ],
      "concreteType": "QueryJobsConnection",
      "kind": "LinkedField",
      "name": "jobs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryJobsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Job",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "JobCard_job"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "jobs(first:6,orderBy:\"NEWEST\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6cdb681b06cd08cf54b96a2692e1fadc";

export default node;
