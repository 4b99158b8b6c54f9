/**
 * @generated SignedSource<<88222865552a492c36570b8533094af5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobApplicationsPageTestQuery$variables = Record<PropertyKey, never>;
export type JobApplicationsPageTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationList_job" | "ApplicationStatusFilter_job">;
  } | null | undefined;
};
export type JobApplicationsPageTestQuery = {
  response: JobApplicationsPageTestQuery$data;
  variables: JobApplicationsPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "data-engineer"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "identityWithheld",
  "storageKey": null
},
v5 = [
  (v2/*:: as any*/)
],
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "JobApplicationsConnection"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v13 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobApplicationsPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationStatusFilter_job"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationList_job"
          }
        ],
        "storageKey": "job(slug:\"data-engineer\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobApplicationsPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": "all",
            "args": null,
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "SUBMITTED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "SUBMITTED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "applications(statuses:[\"SUBMITTED\"])"
          },
          {
            "alias": "REVIEWED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "REVIEWED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "applications(statuses:[\"REVIEWED\"])"
          },
          {
            "alias": "APPROVED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "APPROVED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "applications(statuses:[\"APPROVED\"])"
          },
          {
            "alias": "REJECTED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "REJECTED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "applications(statuses:[\"REJECTED\"])"
          },
          {
            "alias": "HIRED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "HIRED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "applications(statuses:[\"HIRED\"])"
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
                "concreteType": "Test",
                "kind": "LinkedField",
                "name": "test",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobApplicationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobApplication",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResumeSnapshot",
                        "kind": "LinkedField",
                        "name": "resume",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "applicant",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Job",
                        "kind": "LinkedField",
                        "name": "job",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApplicationTestResult",
                        "kind": "LinkedField",
                        "name": "testResults",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "testId",
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
                            "name": "score",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "band",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "passed",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "consistency",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "integrityRisk",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "validProfile",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "applications(first:20)"
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "filters": [
              "statuses",
              "orderBy"
            ],
            "handle": "connection",
            "key": "ApplicationList_applications",
            "kind": "LinkedHandle",
            "name": "applications"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "job(slug:\"data-engineer\")"
      }
    ]
  },
  "params": {
    "cacheID": "ed972a488918030785b7d360027f12fe",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.APPROVED": (v6/*:: as any*/),
        "job.APPROVED.totalCount": (v7/*:: as any*/),
        "job.HIRED": (v6/*:: as any*/),
        "job.HIRED.totalCount": (v7/*:: as any*/),
        "job.REJECTED": (v6/*:: as any*/),
        "job.REJECTED.totalCount": (v7/*:: as any*/),
        "job.REVIEWED": (v6/*:: as any*/),
        "job.REVIEWED.totalCount": (v7/*:: as any*/),
        "job.SUBMITTED": (v6/*:: as any*/),
        "job.SUBMITTED.totalCount": (v7/*:: as any*/),
        "job.all": (v6/*:: as any*/),
        "job.all.totalCount": (v7/*:: as any*/),
        "job.applications": (v6/*:: as any*/),
        "job.applications.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobApplicationsConnectionEdge"
        },
        "job.applications.edges.cursor": (v8/*:: as any*/),
        "job.applications.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JobApplication"
        },
        "job.applications.edges.node.__typename": (v8/*:: as any*/),
        "job.applications.edges.node.applicant": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "job.applications.edges.node.applicant.id": (v9/*:: as any*/),
        "job.applications.edges.node.contractDays": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "job.applications.edges.node.coverLetter": (v8/*:: as any*/),
        "job.applications.edges.node.email": (v10/*:: as any*/),
        "job.applications.edges.node.fullName": (v10/*:: as any*/),
        "job.applications.edges.node.hideIdentity": (v11/*:: as any*/),
        "job.applications.edges.node.id": (v9/*:: as any*/),
        "job.applications.edges.node.identityWithheld": (v11/*:: as any*/),
        "job.applications.edges.node.job": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Job"
        },
        "job.applications.edges.node.job.id": (v9/*:: as any*/),
        "job.applications.edges.node.phone": (v10/*:: as any*/),
        "job.applications.edges.node.requestedSalaryRials": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SafeInt"
        },
        "job.applications.edges.node.resume": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ResumeSnapshot"
        },
        "job.applications.edges.node.resume.id": (v9/*:: as any*/),
        "job.applications.edges.node.resume.identityWithheld": (v11/*:: as any*/),
        "job.applications.edges.node.status": {
          "enumValues": [
            "SUBMITTED",
            "REVIEWED",
            "APPROVED",
            "REJECTED",
            "HIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationStatus"
        },
        "job.applications.edges.node.submittedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "job.applications.edges.node.testResults": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "ApplicationTestResult"
        },
        "job.applications.edges.node.testResults.band": (v10/*:: as any*/),
        "job.applications.edges.node.testResults.consistency": (v12/*:: as any*/),
        "job.applications.edges.node.testResults.integrityRisk": {
          "enumValues": [
            "LOW",
            "MEDIUM",
            "HIGH"
          ],
          "nullable": true,
          "plural": false,
          "type": "IntegrityRisk"
        },
        "job.applications.edges.node.testResults.passed": (v13/*:: as any*/),
        "job.applications.edges.node.testResults.score": (v12/*:: as any*/),
        "job.applications.edges.node.testResults.state": {
          "enumValues": [
            "NOT_TAKEN",
            "IN_PROGRESS",
            "SCORED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationTestState"
        },
        "job.applications.edges.node.testResults.testId": (v9/*:: as any*/),
        "job.applications.edges.node.testResults.validProfile": (v13/*:: as any*/),
        "job.applications.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "job.applications.pageInfo.endCursor": (v10/*:: as any*/),
        "job.applications.pageInfo.hasNextPage": (v11/*:: as any*/),
        "job.id": (v9/*:: as any*/),
        "job.slug": (v8/*:: as any*/),
        "job.tests": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobTest"
        },
        "job.tests.test": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Test"
        },
        "job.tests.test.id": (v9/*:: as any*/),
        "job.tests.test.title": (v8/*:: as any*/),
        "job.tests.test.type": {
          "enumValues": [
            "ALGORITHMIC_THINKING",
            "LOGICAL_REASONING",
            "PROBLEM_SOLVING",
            "PERSONALITY_COGNITIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "TestType"
        }
      }
    },
    "name": "JobApplicationsPageTestQuery",
    "operationKind": "query",
    "text": "query JobApplicationsPageTestQuery {\n  job(slug: \"data-engineer\") {\n    ...ApplicationStatusFilter_job\n    ...ApplicationList_job\n    id\n  }\n}\n\nfragment ApplicationCard_application on JobApplication {\n  id\n  status\n  fullName\n  email\n  phone\n  coverLetter\n  contractDays\n  requestedSalaryRials\n  submittedAt\n  hideIdentity\n  identityWithheld\n  resume {\n    identityWithheld\n    id\n  }\n  applicant {\n    id\n  }\n  job {\n    id\n  }\n}\n\nfragment ApplicationList_job on Job {\n  tests {\n    test {\n      id\n      title\n      type\n    }\n  }\n  applications(first: 20) {\n    edges {\n      node {\n        id\n        ...ApplicationCard_application\n        ...ApplicationTestResults_application\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ApplicationStatusFilter_job on Job {\n  slug\n  all: applications {\n    totalCount\n  }\n  SUBMITTED: applications(statuses: [SUBMITTED]) {\n    totalCount\n  }\n  REVIEWED: applications(statuses: [REVIEWED]) {\n    totalCount\n  }\n  APPROVED: applications(statuses: [APPROVED]) {\n    totalCount\n  }\n  REJECTED: applications(statuses: [REJECTED]) {\n    totalCount\n  }\n  HIRED: applications(statuses: [HIRED]) {\n    totalCount\n  }\n}\n\nfragment ApplicationTestResults_application on JobApplication {\n  testResults {\n    testId\n    state\n    score\n    band\n    passed\n    consistency\n    integrityRisk\n    validProfile\n  }\n}\n"
  }
};
})();

(node as any).hash = "87caffaa13601229cf15fdf21760957f";

export default node;
